package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.legalagent.contracts.custody.Attestation;
import io.legalagent.contracts.review.Review;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The envelope every node reads and writes, in four parts: the {@link Intake} (the question and what
 * was made of it), the {@link Research}, the {@link Outcome} and the {@link Telemetry}; and its
 * custody, each hop's signed word for what it added. Immutable:
 * each change returns a new state, and collections are copied so that a state once sent cannot
 * change.
 */
@JsonClassDescription("The envelope every node of the research loop reads and writes on the agent.* topics.")
public record AgentState(
        @JsonPropertyDescription("Envelope schema version; services read only their own.") int schemaVersion,
        Intake intake,
        Research research,
        Outcome outcome,
        Telemetry telemetry,
        @JsonPropertyDescription("Each hop's signed word for the parts it added or changed, in hop order.")
                List<Attestation> custody,
        @JsonPropertyDescription("The reviews the run asked for and each one so far; absent when it asked for none.")
                @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = Review.NoneFilter.class)
                Review review) {

    public AgentState {
        Objects.requireNonNull(intake, "intake");
        research = research == null ? Research.NONE : research;
        Objects.requireNonNull(outcome, "outcome");
        telemetry = telemetry == null ? Telemetry.startingAt(intake.createdAt()) : telemetry;
        custody = custody == null ? List.of() : List.copyOf(custody);
        review = review == null ? Review.NONE : review;
    }

    /** A state that asks for no review. */
    public AgentState(
            int schemaVersion,
            Intake intake,
            Research research,
            Outcome outcome,
            Telemetry telemetry,
            List<Attestation> custody) {
        this(schemaVersion, intake, research, outcome, telemetry, custody, Review.NONE);
    }

    /** A state no hop has vouched for yet. */
    public AgentState(int schemaVersion, Intake intake, Research research, Outcome outcome, Telemetry telemetry) {
        this(schemaVersion, intake, research, outcome, telemetry, List.of());
    }

    /** A new run for a question, before the guard has looked at it. */
    public static AgentState start(String runId, String requestId, Question question, Instant now) {
        return new AgentState(
                SchemaVersion.ENVELOPE,
                new Intake(runId, requestId, question, now),
                Research.NONE,
                Outcome.IN_PROGRESS,
                Telemetry.startingAt(now));
    }

    public String runId() {
        return intake.runId();
    }

    public String requestId() {
        return intake.requestId();
    }

    public Question question() {
        return intake.question();
    }

    public RunStatus status() {
        return outcome.status();
    }

    public boolean finished() {
        return outcome.status() != RunStatus.IN_PROGRESS;
    }

    /** The run's research is to use this frozen context instead of a search. */
    public AgentState withFrozenContext(FrozenContext context) {
        return withIntake(intake.withFrozenContext(context));
    }

    /** The run researches library {@code name}; null (or the default's name) for the default corpus. */
    public AgentState withLibrary(String name) {
        return withIntake(intake.withLibrary(name == null || name.equals(Intake.DEFAULT_LIBRARY) ? null : name));
    }

    /** The user and organisation the run belongs to; null for none. */
    public AgentState withOwner(Owner owner) {
        return withIntake(intake.withOwner(owner));
    }

    /** Who the run belongs to; null for runs from before owners. */
    public Owner owner() {
        return intake.owner();
    }

    public AgentState withQueryType(QueryType type) {
        return withIntake(intake.withQueryType(type));
    }

    public AgentState withInjection(InjectionVerdict verdict) {
        return withIntake(intake.withInjection(verdict));
    }

    /** When the question reached {@code legal.questions}: the start of the run's latency as its asker sees it. */
    public AgentState withPublishedAt(Instant at) {
        return withIntake(intake.withPublishedAt(at));
    }

    /** The question's embedding carried to later hops; null drops it. */
    public AgentState withQuestionEmbedding(QuestionEmbedding embedding) {
        return withIntake(intake.withQuestionEmbedding(embedding));
    }

    public AgentState withPlan(List<PlanStep> steps) {
        return withResearch(research.withPlan(steps));
    }

    /** Replaces the step with the same id. */
    public AgentState withStep(PlanStep step) {
        return withResearch(research.withStep(step));
    }

    public AgentState withStepAdded(PlanStep step) {
        return withResearch(research.withStepAdded(step));
    }

    public AgentState withEvaluation(List<PlanStep> steps, List<StepSummary> context, int newIteration) {
        return withResearch(research.withEvaluation(steps, context, newIteration));
    }

    /** Research reused from QA memory: the hit, and its answer as this run's answer. */
    public AgentState withMemoryHit(MemoryHit hit) {
        return new AgentState(
                schemaVersion,
                intake,
                research.withMemoryHit(hit),
                outcome.withFinalAnswer(hit.answer()),
                telemetry,
                custody,
                review);
    }

    public AgentState withLog(ResearchLog newLog) {
        return withResearch(research.withLog(newLog));
    }

    public AgentState withFinalAnswer(String answer) {
        return withOutcome(outcome.withFinalAnswer(answer));
    }

    public AgentState withMcSelection(McSelection selection) {
        return withOutcome(outcome.withMcSelection(selection));
    }

    public AgentState withStatus(RunStatus newStatus) {
        return withOutcome(outcome.withStatus(newStatus));
    }

    /** Ends the run with an error: rejected for bad or adversarial input, failed otherwise. */
    public AgentState withError(RunStatus finalStatus, RunError cause) {
        return withOutcome(outcome.withError(finalStatus, cause));
    }

    /**
     * The run goes on with less research than planned ({@link Degradation}); later nodes make no model
     * call and the answer says why. The first cause is kept.
     */
    public AgentState withDegradation(Degradation cause) {
        return outcome.degradation() != null ? this : withOutcome(outcome.withDegradation(cause));
    }

    /** True once the run goes on without the model (see {@link #withDegradation}). */
    public boolean degraded() {
        return outcome.degradation() != null;
    }

    public AgentState withMetrics(RunMetrics newMetrics) {
        return withTelemetry(telemetry.withMetrics(newMetrics));
    }

    public AgentState usedModel(String node, ModelUsage usage) {
        return withMetrics(telemetry.metrics().used(node, usage));
    }

    /**
     * One skill call, accounted and recorded: its cost in the metrics, and the value the node used in
     * the research log, so that a replay can rebuild the answer without calling the model again.
     */
    public AgentState usedModel(ModelOutput output, ModelUsage usage) {
        return usedModel(output.node(), usage).withLog(research.log().withOutput(output));
    }

    /** Records a visit: one more hop, its trail entry, the node's time, and the update time. */
    public AgentState afterHop(Hop hop, long nodeMillis, Instant now) {
        return withTelemetry(telemetry.afterHop(hop, nodeMillis, now));
    }

    /** Whether the memory node judged the answer worth a place in QA memory. */
    public AgentState withRemember(boolean remember) {
        return withOutcome(outcome.withRemember(remember));
    }

    /** The state with one more hop's attestation at the end of its custody. */
    public AgentState attested(Attestation attestation) {
        var chain = new ArrayList<>(custody);
        chain.add(attestation);
        return new AgentState(schemaVersion, intake, research, outcome, telemetry, chain, review);
    }

    /** The state with no attestations: what an unchecked custody must not pass on as checked. */
    public AgentState withoutCustody() {
        return custody.isEmpty()
                ? this
                : new AgentState(schemaVersion, intake, research, outcome, telemetry, List.of(), review);
    }

    /** The last hop's attestation, if any hop vouched for the state. */
    public java.util.Optional<Attestation> lastAttestation() {
        return custody.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(custody.get(custody.size() - 1));
    }

    /** The run's reviews: what its question asked for, and each pause with its decision. */
    public AgentState withReview(Review changed) {
        return new AgentState(schemaVersion, intake, research, outcome, telemetry, custody, changed);
    }

    private AgentState withIntake(Intake changed) {
        return new AgentState(schemaVersion, changed, research, outcome, telemetry, custody, review);
    }

    private AgentState withResearch(Research changed) {
        return new AgentState(schemaVersion, intake, changed, outcome, telemetry, custody, review);
    }

    private AgentState withOutcome(Outcome changed) {
        return new AgentState(schemaVersion, intake, research, changed, telemetry, custody, review);
    }

    private AgentState withTelemetry(Telemetry changed) {
        return new AgentState(schemaVersion, intake, research, outcome, changed, custody, review);
    }
}
