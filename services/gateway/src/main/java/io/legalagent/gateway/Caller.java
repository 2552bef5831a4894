package io.legalagent.gateway;

import io.legalagent.contracts.Owner;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/** A signed-in caller: who they are, their organisation, and their roles. */
record Caller(Owner owner, Set<Role> roles) {
    Caller {
        Objects.requireNonNull(owner, "owner");
        roles = roles.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(roles));
    }

    boolean has(Role role) {
        return roles.contains(role);
    }

    String user() {
        return owner.user();
    }

    String organisation() {
        return owner.organisation();
    }

    /** Whether this caller may read a run that {@code runOwner} asked: their own, or as their organisation's auditor. */
    boolean mayRead(Owner runOwner) {
        return owner.equals(runOwner) || (has(Role.AUDITOR) && owner.sameOrganisation(runOwner));
    }
}
