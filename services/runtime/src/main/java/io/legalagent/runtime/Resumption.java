package io.legalagent.runtime;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a decision did: the parked run resumed on a route (the runtime writes it as the node's hop,
 * and puts the resumed state on the parked topic in place of the parked one), or refused; with the
 * notices either way.
 */
public record Resumption<R extends Enum<R>>(Optional<Transition<R>> transition, List<Notice> notices) {
    public Resumption {
        Objects.requireNonNull(transition, "transition");
        notices = List.copyOf(notices);
    }

    public static <R extends Enum<R>> Resumption<R> resumed(Transition<R> transition, List<Notice> notices) {
        return new Resumption<>(Optional.of(transition), notices);
    }

    public static <R extends Enum<R>> Resumption<R> refused(List<Notice> notices) {
        return new Resumption<>(Optional.empty(), notices);
    }
}
