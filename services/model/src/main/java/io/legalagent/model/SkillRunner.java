package io.legalagent.model;

import io.legalagent.contracts.ModelUsage;
import io.legalagent.ports.Skilled;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one skill on the model and accounts for it: one call, the characters sent and received, the
 * tokens the provider reported, the time taken (retries included), how the reply was read (by its
 * schema, repaired by the lenient parser, or unusable), and a parse failure when the reply had to be
 * replaced by the skill's fallback.
 */
final class SkillRunner {
    private static final Logger log = LoggerFactory.getLogger(SkillRunner.class);

    private final ModelClient client;
    private final SkillBook book;
    private final LongSupplier nanoTime;

    SkillRunner(ModelClient client, SkillBook book, LongSupplier nanoTime) {
        this.client = Objects.requireNonNull(client, "client");
        this.book = Objects.requireNonNull(book, "book");
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
    }

    <T> Skilled<T> run(Skill skill, String input, ReplyReader<T> reader, Supplier<T> fallback) {
        String instructions = book.text(skill);
        long started = nanoTime.getAsLong();
        var read = client.ask(skill, instructions, input, reader);
        long millis = (nanoTime.getAsLong() - started) / 1_000_000;
        var reply = read.reply();
        var parsed = read.value();
        if (parsed.isEmpty()) {
            log.warn(
                    "Unusable reply to skill {} ({} chars); using its fallback",
                    skill.skillName(),
                    reply.text().length());
            log.debug("Unusable reply to skill {}: {}", skill.skillName(), reply.text());
        }
        var usage = new ModelUsage(
                1,
                instructions.length() + input.length(),
                reply.text().length(),
                reply.inputTokens(),
                reply.outputTokens(),
                parsed.isPresent() ? 0 : 1,
                millis);
        return new Skilled<>(parsed.orElseGet(fallback), usage, reply.text(), read.reading());
    }
}
