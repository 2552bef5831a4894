package io.legalagent.cli;

import io.legalagent.cli.stack.Credentials;
import io.legalagent.contracts.access.AccessTable;
import io.legalagent.contracts.access.Grant;
import io.legalagent.contracts.access.Identity;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;

/**
 * Gives every identity of the {@link AccessTable} its SCRAM password and its ACLs, logged in as the
 * admin. Both are idempotent: an unchanged password or an existing ACL is simply set again.
 */
final class AccessGrants {
    private static final int ITERATIONS = 8192;

    private AccessGrants() {}

    static void apply(Admin admin, Credentials credentials) throws ExecutionException, InterruptedException {
        var users = AccessTable.identities().stream()
                .map(identity ->
                        (org.apache.kafka.clients.admin.UserScramCredentialAlteration) new UserScramCredentialUpsertion(
                                identity.name(),
                                new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, ITERATIONS),
                                credentials.password(identity.name())))
                .toList();
        admin.alterUserScramCredentials(users).all().get();
        admin.createAcls(bindings()).all().get();
    }

    /** The ACLs of the whole table, as Kafka binds them. */
    static List<AclBinding> bindings() {
        var bindings = new ArrayList<AclBinding>();
        for (Identity identity : AccessTable.identities()) {
            for (Grant grant : identity.grants()) {
                bindings.add(binding(identity, grant));
            }
        }
        return bindings;
    }

    static AclBinding binding(Identity identity, Grant grant) {
        var resource = new ResourcePattern(
                ResourceType.valueOf(grant.resource().name()), grant.name(), PatternType.valueOf(grant.patternType()));
        var entry = new AccessControlEntry(
                identity.principal(),
                "*",
                AclOperation.valueOf(grant.operation().name()),
                AclPermissionType.ALLOW);
        return new AclBinding(resource, entry);
    }
}
