package io.legalagent.guard;

import io.legalagent.contracts.FrozenContext;
import io.legalagent.screen.LayeredScreen;
import java.util.Objects;
import java.util.Optional;

/**
 * A question's frozen context, checked before any research uses it: it must be a pack of a registered
 * pack set, passage for passage by hash (else the input is invalid), and no passage may read as an
 * attempt to manipulate the system (else the input is adversarial). The caller chose this text, so it
 * is screened as the question is.
 */
final class FrozenContextCheck {
    /** Why a context is refused, and whether as invalid input or as an attack. */
    record Refusal(boolean adversarial, String reason) {}

    private final PackRegistry registry;
    private final LayeredScreen screen;

    FrozenContextCheck(PackRegistry registry, LayeredScreen screen) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.screen = Objects.requireNonNull(screen, "screen");
    }

    /** The refusal of {@code context}; empty when it may be used. Screens only when {@code screening}. */
    Optional<Refusal> refusal(FrozenContext context, boolean screening) {
        var unregistered = unregistered(context);
        if (unregistered.isPresent() || !screening) {
            return unregistered.map(reason -> new Refusal(false, reason));
        }
        for (var passage : context.passages()) {
            var screened = screen.passage(passage.text());
            if (screened.flagged()) {
                return Optional.of(new Refusal(
                        true,
                        "frozen context passage " + passage.id() + ": "
                                + screened.verdict().reasoning()));
            }
        }
        return Optional.empty();
    }

    private Optional<String> unregistered(FrozenContext context) {
        var set = context.packSetSha256();
        if (set == null) {
            return Optional.of("the frozen context names no pack set; only packs of a registered pack set are"
                    + " accepted (./legal pack register DIR)");
        }
        var registration = registry.registration(set);
        if (registration.isEmpty()) {
            return Optional.of("the frozen context's pack set " + set + " is not registered (./legal pack register"
                    + " DIR publishes it on legal.packs)");
        }
        return registration
                .get()
                .mismatch(context)
                .map(problem -> "the frozen context is not a registered pack: " + problem);
    }
}
