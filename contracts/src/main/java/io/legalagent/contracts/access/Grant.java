package io.legalagent.contracts.access;

/**
 * One permission of an identity: an operation on a topic, a consumer group or a transactional id,
 * named exactly or by prefix. Kafka lets an identity that may read or write a resource describe it
 * too, so describe is listed only for the lag reader, which does nothing else.
 */
public record Grant(Resource resource, String name, boolean prefixed, Operation operation) {

    public enum Resource {
        TOPIC,
        GROUP,
        TRANSACTIONAL_ID
    }

    public enum Operation {
        READ,
        WRITE,
        /** Only where nothing else is granted: reading a group's lag. */
        DESCRIBE
    }

    static Grant read(Resource resource, String name) {
        return new Grant(resource, name, false, Operation.READ);
    }

    static Grant write(Resource resource, String name) {
        return new Grant(resource, name, false, Operation.WRITE);
    }

    /** Kafka's pattern type of the grant's name. */
    public String patternType() {
        return prefixed ? "PREFIXED" : "LITERAL";
    }
}
