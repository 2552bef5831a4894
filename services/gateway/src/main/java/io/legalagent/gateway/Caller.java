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

    /** Whether this caller may decide a review of a run {@code asker} asked: a reviewer of their organisation. */
    boolean mayReview(Owner asker) {
        return has(Role.REVIEWER) && owner.sameOrganisation(asker);
    }

    /** Whether this caller may see a paused run: its asker, or the organisation's auditors and reviewers. */
    boolean maySeeParked(Owner asker) {
        return mayRead(asker) || mayReview(asker);
    }
}
