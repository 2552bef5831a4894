package io.legalagent.guard;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.Patterns;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.runtime.Admission;
import io.legalagent.runtime.RequestClaim;
import io.legalagent.runtime.UsedRequestIds;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Turns one raw record of {@code legal.questions} or {@code legal.gateway.questions} into the first
 * state of a run, owned as {@link Ownership} says. Total: every input,
 * however broken, becomes a state, so each user gets an answer saying what was wrong. Input that is
 * readable but unusable is rejected as invalid; input that cannot be read at all is also poison, and
 * the runtime copies it to the dead-letter topic.
 *
 * <p>A request id names one question. The first record that carries a caller's request id (the JSON
 * {@code requestId}, else the record key) claims it for its run, whatever that run's answer; a later
 * record with the same id is rejected as a duplicate, naming the earlier run. A record with neither
 * gets its run id as request id, which nothing else can carry, so it claims nothing. Both topics share
 * one ledger: an id used on one is a duplicate on the other.
 *
 * <p>An accepted run pauses for the reviews its question asks for ({@code review}) and those the
 * deployment asks for every question ({@code legal.review.plan|answer}).
 */
final class QuestionIntake {
    private static final String GUARD = NodeName.GUARD.id();
    private static final Pattern LIBRARY = Pattern.compile(Patterns.LIBRARY);

    private final int maxQuestionChars;
    private final int maxContextChars;
    private final Clock clock;
    private final Supplier<String> runIds;
    private final Ownership ownership;
    private final ReviewRequest reviewDefaults;
    private final QuestionJson json = new QuestionJson();

    QuestionIntake(int maxQuestionChars, Clock clock, Supplier<String> runIds) {
        this(maxQuestionChars, GuardSettings.DEFAULT_MAX_CONTEXT_CHARS, clock, runIds);
    }

    QuestionIntake(int maxQuestionChars, int maxContextChars, Clock clock, Supplier<String> runIds) {
        this(
                maxQuestionChars,
                maxContextChars,
                clock,
                runIds,
                GuardSettings.defaults().questionsOwner().owner());
    }

    /** @param questionsOwner who the questions on legal.questions belong to */
    QuestionIntake(
            int maxQuestionChars, int maxContextChars, Clock clock, Supplier<String> runIds, Owner questionsOwner) {
        this(maxQuestionChars, maxContextChars, clock, runIds, questionsOwner, ReviewRequest.NONE);
    }

    /** @param reviewDefaults the reviews every question gets on top of those it asks for */
    QuestionIntake(
            int maxQuestionChars,
            int maxContextChars,
            Clock clock,
            Supplier<String> runIds,
            Owner questionsOwner,
            ReviewRequest reviewDefaults) {
        this.reviewDefaults = Objects.requireNonNull(reviewDefaults, "reviewDefaults");
        this.maxQuestionChars = maxQuestionChars;
        this.maxContextChars = maxContextChars;
        this.clock = Objects.requireNonNull(clock, "clock");
        this.runIds = Objects.requireNonNull(runIds, "runIds");
        this.ownership = new Ownership(questionsOwner);
    }

    /** A record of legal.questions. */
    Admission admit(String key, byte[] value, UsedRequestIds used) {
        return admit(QuestionInbox.QUESTIONS, key, value, used);
    }

    Admission admit(QuestionInbox inbox, String key, byte[] value, UsedRequestIds used) {
        var runId = runIds.get();
        var run = new Run(runId, key == null || key.isBlank() ? runId : key, clock.instant(), ownership.known(inbox));
        Admission admission;
        try {
            admission = read(run, inbox, value);
        } catch (RuntimeException e) {
            // A fault here must not stall the partition: the record is set aside with the cause instead.
            admission = run.poison("the record could not be read: " + e);
        }
        return once(admission, used, run.now());
    }

    /** The admission, claiming its request id; or, when an earlier record used the id, a duplicate's rejection. */
    private static Admission once(Admission admission, UsedRequestIds used, Instant now) {
        var state = admission.state();
        if (state.requestId().equals(state.runId())) {
            return admission; // no id was given: the run id stands in, and no other record can carry it
        }
        var earlier = used.claimOf(state.requestId());
        if (earlier.isEmpty()) {
            return admission.claimingRequestId();
        }
        var duplicate = new Run(state.runId(), state.requestId(), now, state.owner())
                .rejected(state.question(), ErrorKind.DUPLICATE_REQUEST, alreadyUsed(earlier.get()));
        // Unreadable bytes still go to the dead-letter topic; the caller reads the duplicate as the reason.
        return admission.instead(duplicate);
    }

    static String alreadyUsed(RequestClaim earlier) {
        return "request id " + earlier.requestId() + " was already used by run " + earlier.runId() + " ("
                + earlier.claimedAt() + "); every question needs a request id of its own";
    }

    private Admission read(Run run, QuestionInbox inbox, byte[] value) {
        if (value == null) {
            return run.poison("the record has no value");
        }
        var bytes = ByteBuffer.wrap(value);
        String text;
        try {
            text = strictUtf8().decode(bytes).toString();
        } catch (CharacterCodingException e) {
            // The buffer stops at the first bad byte: its offset helps whoever produced the record.
            return run.poison(
                    "the record is not valid UTF-8 text (malformed bytes at byte offset " + bytes.position() + ")");
        }
        // A leading byte-order mark is an editor artefact, not part of the question.
        var trimmed = (text.startsWith("\uFEFF") ? text.substring(1) : text).strip();
        if (trimmed.isEmpty()) {
            return run.invalid(Question.of(""), "the question is empty");
        }
        boolean json = trimmed.startsWith("{") || trimmed.startsWith("[");
        // Only JSON can carry a frozen context, so only JSON may be longer than a question.
        int bound = json ? maxQuestionChars + maxContextChars : maxQuestionChars;
        if (text.length() > bound) {
            // Checked before parsing, so an oversized record costs no parsing and is never echoed on.
            return run.invalid(Question.of(""), tooLong("the input", text.length(), bound));
        }
        return json
                ? readJson(run, inbox, trimmed)
                : reviewed(owned(run, ownership.ofText(inbox), TextQuestion.parse(trimmed)), null);
    }

    /** An accepted run with the reviews it pauses for: its question's and the deployment's. */
    private Admission reviewed(Admission admission, @Nullable ReviewRequest asked) {
        var review = reviewDefaults.or(asked);
        if (admission.state().finished() || !review.any()) {
            return admission;
        }
        return Admission.of(admission.state().withReview(Review.requested(review)));
    }

    /** The question checked, then its owner: a question's own problem is reported first. */
    private Admission owned(Run run, Ownership.Judged owner, Draft draft) {
        var owned = owner.owner() == null ? run : run.withOwner(owner.owner());
        var admission = check(owned, draft);
        if (admission.state().finished() || owner.problem() == null) {
            return admission;
        }
        return owned.invalid(admission.state().question(), owner.problem());
    }

    private Admission readJson(Run run, QuestionInbox inbox, String text) {
        QuestionRequest request;
        try {
            request = json.read(text);
        } catch (QuestionJson.Unreadable e) {
            return run.poison(e.getMessage());
        }
        var requestId = request.requestId();
        var known = requestId == null || requestId.isBlank() ? run : run.withRequestId(requestId);
        var version = request.schemaVersion();
        if (version != null && version != SchemaVersion.CURRENT) {
            return known.poison(
                    "unsupported schemaVersion " + version + "; this service reads " + SchemaVersion.CURRENT);
        }
        var owner = ownership.ofJson(inbox, request.owner());
        known = owner.owner() == null ? known : known.withOwner(owner.owner());
        var admission = owned(known, owner, Draft.of(request.question(), rawChoices(request.choices())));
        if (admission.state().finished()) {
            return admission;
        }
        var library = request.library();
        if (library != null && !LIBRARY.matcher(library).matches()) {
            return known.invalid(admission.state().question(), badLibrary(library));
        }
        admission = Admission.of(admission.state().withLibrary(library));
        var context = request.frozenContext();
        if (context == null) {
            return reviewed(admission, request.review());
        }
        if (context.textChars() > maxContextChars) {
            return known.invalid(
                    admission.state().question(),
                    "the frozen context carries " + context.textChars() + " characters of passage text; at most "
                            + maxContextChars + " are accepted (legal.guard.max-context-chars)");
        }
        return reviewed(Admission.of(admission.state().withFrozenContext(context)), request.review());
    }

    private Admission check(Run run, Draft draft) {
        if (draft.text().isEmpty()) {
            return run.invalid(Question.of(""), "the question is empty");
        }
        // The input bound already implies this today; it is kept so the question limit holds on its own.
        if (draft.text().length() > maxQuestionChars) {
            return run.invalid(
                    Question.of(""), tooLong("the question", draft.text().length()));
        }
        var bare = Question.of(draft.text());
        if (draft.problem() != null) {
            return run.invalid(bare, draft.problem());
        }
        try {
            return run.accepted(new Question(draft.text(), Choices.normalize(draft.choices())));
        } catch (Choices.InvalidChoices e) {
            return run.invalid(bare, e.getMessage());
        }
    }

    static String badLibrary(String name) {
        return "library name '" + name + "' must be 1 to 48 lower-case letters, digits, '-' or '_', starting with"
                + " a letter or digit";
    }

    private String tooLong(String what, int length) {
        return tooLong(what, length, maxQuestionChars);
    }

    private String tooLong(String what, int length, int bound) {
        var knobs = bound == maxQuestionChars
                ? "legal.guard.max-question-chars"
                : "legal.guard.max-question-chars plus legal.guard.max-context-chars";
        return what + " is " + length + " characters long; at most " + bound + " are accepted (" + knobs + ")";
    }

    private static List<Draft.RawChoice> rawChoices(Map<String, String> choices) {
        var raw = new ArrayList<Draft.RawChoice>();
        if (choices != null) {
            choices.forEach((label, text) -> raw.add(new Draft.RawChoice(label, text)));
        }
        return raw;
    }

    /** Strict decoding: a lenient decoder would silently replace bad bytes and research garbage. */
    private static CharsetDecoder strictUtf8() {
        return StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /** What every state of one record shares: its ids, its start time and its owner once known. */
    private record Run(String runId, String requestId, Instant now, @Nullable Owner owner) {
        Run withRequestId(String id) {
            return new Run(runId, id, now, owner);
        }

        Run withOwner(Owner known) {
            return new Run(runId, requestId, now, known);
        }

        Admission accepted(Question question) {
            return Admission.of(start(question));
        }

        private AgentState start(Question question) {
            var state = AgentState.start(runId, requestId, question, now);
            return owner == null ? state : state.withOwner(owner);
        }

        Admission invalid(Question question, String reason) {
            return Admission.of(rejected(question, ErrorKind.INVALID_INPUT, reason));
        }

        Admission poison(String reason) {
            return Admission.poison(rejected(Question.of(""), ErrorKind.POISON_RECORD, reason), reason);
        }

        private AgentState rejected(Question question, ErrorKind kind, String reason) {
            return start(question).withError(RunStatus.REJECTED, new RunError(kind, GUARD, reason));
        }
    }
}
