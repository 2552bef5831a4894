package io.legalagent.contracts.access;

import java.util.List;

/** A Kafka principal ({@code User:<name>}) and everything it may do; anything else is refused. */
public record Identity(String name, List<Grant> grants) {
    public Identity {
        grants = List.copyOf(grants);
    }

    public String principal() {
        return "User:" + name;
    }
}
