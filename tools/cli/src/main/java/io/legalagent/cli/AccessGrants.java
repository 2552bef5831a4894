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
    private static final java.time.Duration LOGINS_TIMEOUT = java.time.Duration.ofSeconds(30);

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
        awaitLogins(admin);
        admin.createAcls(bindings()).all().get();
    }

    /**
     * Until the broker knows every identity's credentials: the controller commits them first and the
     * broker applies them a moment later, and a service that logs in meanwhile is refused for good
     * (a failed SASL login is not retried).
     */
    private static void awaitLogins(Admin admin) throws ExecutionException, InterruptedException {
        var names = AccessTable.identities().stream().map(Identity::name).toList();
        long deadline = System.nanoTime() + LOGINS_TIMEOUT.toNanos();
        while (true) {
            var known = admin.describeUserScramCredentials().all().get().keySet();
            if (known.containsAll(names)) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the broker did not take the logins of " + names + " within "
                        + LOGINS_TIMEOUT.toSeconds() + " s");
            }
            Thread.sleep(100);
        }
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
