package io.legalagent.retrieval.memory;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Source;
import io.legalagent.contracts.replay.CachedSource;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The checks a QA-memory entry passes before anything of it is reused: it holds a signed answer that
 * a trusted key verifies, of the run it is kept under, ANSWERED and meant to be remembered, found by
 * its own question with its choices, and every passage it hands out still hashes as it did. Chroma
 * has no authentication, so nothing in an entry is trusted beyond what the signature covers.
 */
final class EntryCheck {
    static final String SIGNED_ANSWER = "signed_answer";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final TrustedAnswerKeys keys;
    private final @Nullable CitedPassages cited;

    /** @param cited the passages the research searched (null: not checked, for tests of the rest) */
    EntryCheck(TrustedAnswerKeys keys, @Nullable CitedPassages cited) {
        this.keys = keys;
        this.cited = cited;
    }

    /** What checking an entry found: its answer, a refusal, or that it could not be checked. */
    sealed interface Checked {}

    record Accepted(Answer answer) implements Checked {}

    record Refused(RefusalReason reason, String detail) implements Checked {}

    /** No trusted key is configured: the entry is neither served nor removed. */
    record Unchecked(String detail) implements Checked {}

    Checked of(StoredPassage entry) {
        Answer answer;
        try {
            answer = JSON.readValue(entry.metadataString(SIGNED_ANSWER), Answer.class);
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            return new Refused(RefusalReason.UNREADABLE, "the entry holds no readable answer");
        }
        if (answer == null) {
            return new Refused(RefusalReason.UNREADABLE, "the entry holds no answer");
        }
        var trusted = keys.forAnswer(answer);
        if (trusted.isEmpty()) {
            return new Unchecked("no trusted answer public key to check the entry with");
        }
        var signature = CachedSource.signatureOf(answer, trusted);
        if (!signature.verified()) {
            return new Refused(RefusalReason.SIGNATURE, signature.detail());
        }
        if (!answer.runId().equals(entry.id())) {
            return new Refused(RefusalReason.RUN, "kept as run " + entry.id() + " but signed as " + answer.runId());
        }
        if (answer.status() != RunStatus.ANSWERED || answer.fromCache() || !Boolean.TRUE.equals(answer.remember())) {
            return new Refused(
                    RefusalReason.NOT_REMEMBERED,
                    "a " + answer.status() + " answer, fromCache " + answer.fromCache() + ", remember "
                            + answer.remember());
        }
        if (!keyOf(answer).equals(entry.text())) {
            return new Refused(RefusalReason.QUESTION, "found by another question than its answer's");
        }
        if (FinalAnswer.researchOf(answer).isEmpty()) {
            return new Refused(RefusalReason.UNREADABLE, "its text is not one the observer composed");
        }
        var changed = cited == null ? null : cited.changed(keptSources(answer)).orElse(null);
        if (changed != null) {
            return new Refused(RefusalReason.PASSAGE, changed);
        }
        return new Accepted(answer);
    }

    /** What an answer is found by: its question with its choices, as the planner looks it up. */
    static String keyOf(Answer answer) {
        return new Question(answer.question(), answer.choices()).withChoices();
    }

    /** Every passage the answer's steps kept, cited or not, in the order they are numbered. */
    static List<Source> keptSources(Answer answer) {
        var kept = new ArrayList<>(answer.sources());
        if (answer.alsoConsulted() != null) {
            kept.addAll(answer.alsoConsulted());
        }
        kept.sort(Comparator.comparingInt(Source::query).thenComparingInt(Source::number));
        return kept;
    }

    static String json(Answer answer) {
        return JSON.writeValueAsString(answer);
    }
}
