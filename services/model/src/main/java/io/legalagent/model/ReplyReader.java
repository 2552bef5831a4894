package io.legalagent.model;

import io.legalagent.contracts.ReplyReading;
import java.util.Optional;
import java.util.function.Function;

/**
 * How one skill reads its reply: by the skill's schema first, then, for a reply that breaks it, with
 * the lenient parser as the last resort. A prose skill has no schema: its reply is read as text.
 */
final class ReplyReader<T> {
    private final Function<String, Optional<T>> bySchema;
    private final Function<String, Optional<T>> lenient;
    private final boolean structured;

    private ReplyReader(
            Function<String, Optional<T>> bySchema, Function<String, Optional<T>> lenient, boolean structured) {
        this.bySchema = bySchema;
        this.lenient = lenient;
        this.structured = structured;
    }

    /** A structured skill: {@code shape} is its reply record, {@code value} the port value it stands for. */
    static <S, T> ReplyReader<T> of(
            Class<S> shape, Function<S, Optional<T>> value, Function<String, Optional<T>> lenient) {
        return new ReplyReader<>(reply -> SchemaReplies.read(reply, shape).flatMap(value), lenient, true);
    }

    /** A prose skill. */
    static <T> ReplyReader<T> text(Function<String, Optional<T>> parse) {
        return new ReplyReader<>(parse, reply -> Optional.empty(), false);
    }

    /** The value of a reply, if any, and how it was had. */
    Reading<T> read(String reply) {
        var value = bySchema.apply(reply);
        if (value.isPresent()) {
            return new Reading<>(value, structured ? ReplyReading.SCHEMA : ReplyReading.TEXT);
        }
        var repaired = lenient.apply(reply);
        return repaired.isPresent()
                ? new Reading<>(repaired, ReplyReading.REPAIRED)
                : new Reading<>(Optional.empty(), ReplyReading.UNUSABLE);
    }

    record Reading<T>(Optional<T> value, ReplyReading how) {}
}
