package io.legalagent.contracts.custody;

import static io.legalagent.contracts.NodeName.CLASSIFIER;
import static io.legalagent.contracts.NodeName.EVALUATOR;
import static io.legalagent.contracts.NodeName.GUARD;
import static io.legalagent.contracts.NodeName.MC_SELECTOR;
import static io.legalagent.contracts.NodeName.PLANNER;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.contracts.route.McSelectorRoute;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.contracts.route.RuntimeRoute;
import io.legalagent.contracts.signing.AnswerKeys;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class CustodyCheckTest {

    @Test
    void aRunWhoseEveryHopIsVouchedForIsIntact() {
        var state = Runs.researched().state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertThat(verdict.intact()).as(verdict.describe()).isTrue();
        assertThat(verdict.hop()).isEqualTo(10);
        assertThat(state.custody())
                .extracting(Attestation::node)
                .containsExactly(
                        "guard",
                        "classifier",
                        "planner",
                        "executor",
                        "evaluator",
                        "replanner",
                        "executor",
                        "evaluator",
                        "mc-selector",
                        "memory");
        // Each hop vouches for what it added or changed, nothing else.
        assertThat(state.custody().get(1).parts())
                .containsOnlyKeys("route", "outputs.classifier", "constants.classifier");
        assertThat(state.custody().get(9).parts()).containsOnlyKeys("caching", "constants.memory");
    }

    @Test
    void cachedChoiceAndFailedRunsAreIntact() {
        for (var walk : List.of(Runs.cached(), Runs.cachedChoice(), Runs.failed())) {
            var verdict = CustodyCheck.of(walk.state(), Walk.keyring());
            assertThat(verdict.intact()).as(verdict.describe()).isTrue();
        }
    }

    @Test
    void aPartChangedAfterItsNodeSignedNamesThatNode() {
        var state = Runs.researched().state();
        var changed = state.withMcSelection(McSelection.chose("B", "It fits."));

        var verdict = CustodyCheck.of(changed, Walk.keyring());

        assertBroken(verdict, 9, "mc-selector", "part letter differs from what mc-selector signed");
        assertThat(verdict.describe()).startsWith("broken custody at hop 9 (mc-selector): part letter");
    }

    @Test
    void aMissingSignatureBreaksItsHop() {
        var state = replaceAttestation(Runs.researched().state(), 3, a -> a.signed(null));

        assertBroken(CustodyCheck.of(state, Walk.keyring()), 4, "executor", "carries no signature");
    }

    @Test
    void anAttestationChangedAfterSigningDoesNotVerify() {
        var state = replaceAttestation(Runs.researched().state(), 2, a -> {
            var parts = new java.util.TreeMap<>(a.parts());
            parts.put("plan.1", "0".repeat(64));
            return new Attestation(
                    a.runId(), a.hop(), a.node(), a.route(), a.topic(), a.previous(), parts, a.keyid(), a.sig());
        });

        assertBroken(CustodyCheck.of(state, Walk.keyring()), 3, "planner", "does not verify");
    }

    @Test
    void aHopSignedWithAnotherNodesKeyIsRefused() {
        var state = Runs.classified()
                .hop(
                        PLANNER,
                        PlannerRoute.PLANNED,
                        s -> s.withPlan(List.of(PlanStep.pending(1, "r", "Q?"))),
                        Walk.key(CLASSIFIER))
                .state();

        assertBroken(
                CustodyCheck.of(state, Walk.keyring()), 3, "planner", "signed with classifier's key, not planner's");
    }

    @Test
    void aKeyNotInTheKeyringIsRefused() {
        var state = Runs.classified()
                .hop(
                        PLANNER,
                        PlannerRoute.PLANNED,
                        s -> s.withPlan(List.of(PlanStep.pending(1, "r", "Q?"))),
                        AnswerKeys.generate())
                .state();

        assertBroken(CustodyCheck.of(state, Walk.keyring()), 3, "planner", "which the keyring does not hold");
    }

    @Test
    void aHopThatDoesNotLinkToTheOneBeforeIsRefused() {
        var state = replaceAttestation(
                Runs.researched().state(),
                4,
                a -> Attestations.sign(
                        new Attestation(
                                a.runId(),
                                a.hop(),
                                a.node(),
                                a.route(),
                                a.topic(),
                                "f".repeat(64),
                                a.parts(),
                                a.keyid(),
                                null),
                        Walk.key(EVALUATOR)));

        assertBroken(CustodyCheck.of(state, Walk.keyring()), 5, "evaluator", "does not link to the hop before");
    }

    @Test
    void aRouteTheNodeDoesNotHaveIsRefused() {
        // The classifier signs a hop on the planner's route.
        var state = Runs.classified()
                .hop(CLASSIFIER, PlannerRoute.PLANNED, UnaryOperator.identity())
                .state();

        assertBroken(CustodyCheck.of(state, Walk.keyring()), 3, "classifier", "PLANNED is not a route of classifier");
    }

    @Test
    void aTopicTheNextNodeDoesNotReadIsRefused() {
        // The mc-selector's hop went to the memory node, but the evaluator made the next hop.
        var state = Runs.classified()
                .hop(MC_SELECTOR, McSelectorRoute.SELECTED, s -> s.withMcSelection(McSelection.chose("A", "x")))
                .state();

        assertBroken(
                CustodyCheck.of(state, Walk.keyring()),
                3,
                "mc-selector",
                "mc-selector reads agent.mc-selector, but the hop before led" + " to agent.planner");
    }

    @Test
    void aRunThatDoesNotStartAtTheGuardIsRefused() {
        var state = Walk.of(Runs.QUESTION)
                .hop(CLASSIFIER, ClassifierRoute.CLASSIFIED, s -> s.withQueryType(QueryType.SIMPLE))
                .state();

        assertBroken(
                CustodyCheck.of(state, Walk.keyring()),
                1,
                "classifier",
                "a run starts at the guard, not at classifier");
    }

    @Test
    void aNodeVouchingForAPartItMayNotProduceIsRefused() {
        // The classifier claims evidence: a plan and a step's passages are not its to give.
        var state = Walk.of(Runs.QUESTION)
                .hop(GUARD, io.legalagent.contracts.route.GuardRoute.SAFE, s -> s.withInjection(Walk.safe()))
                .hop(CLASSIFIER, ClassifierRoute.CLASSIFIED, s -> s.withQueryType(QueryType.SIMPLE)
                        .withPlan(List.of(PlanStep.pending(1, "r", "Q?").executed(Walk.execution("p9", "Made up.")))))
                .state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertBroken(verdict, 2, "classifier", "classifier may not produce part evidence.1");
    }

    @Test
    void aStateSentStraightToTheObserverOnAnotherRouteIsRefused() {
        // The classifier's only route leads to the planner.
        var forged = Runs.screened()
                .hop(CLASSIFIER, ClassifierRoute.CLASSIFIED, s -> s.withStatus(RunStatus.ANSWERED))
                .state();
        var trail = new ArrayList<>(forged.telemetry().trail());
        trail.set(1, new io.legalagent.contracts.Hop("classifier", "CLASSIFIED", "agent.observer"));
        var rerouted = replaceAttestation(
                forged,
                1,
                a -> Attestations.sign(
                        new Attestation(
                                a.runId(),
                                a.hop(),
                                a.node(),
                                a.route(),
                                "agent.observer",
                                a.previous(),
                                a.parts(),
                                a.keyid(),
                                null),
                        Walk.key(CLASSIFIER)));
        var state = new AgentState(
                rerouted.schemaVersion(),
                rerouted.intake(),
                rerouted.research(),
                rerouted.outcome(),
                withTrail(rerouted, trail),
                rerouted.custody());

        assertBroken(
                CustodyCheck.of(state, Walk.keyring()),
                2,
                "classifier",
                "CLASSIFIED leads to agent.planner," + " not agent.observer");
    }

    @Test
    void aForgedAnsweredStateOnTheRuntimesRouteIsRefused() {
        // The classifier sends a run it made up straight to the observer, as if the runtime had failed it.
        var forged = Runs.screened()
                .hop(CLASSIFIER, RuntimeRoute.NODE_FAILED, s -> s.withStatus(RunStatus.ANSWERED))
                .state();

        assertBroken(
                CustodyCheck.of(forged, Walk.keyring()),
                2,
                "classifier",
                "NODE_FAILED ends a run FAILED," + " but the run is ANSWERED");
    }

    @Test
    void aForgedAnswerSignedByTheClassifierOnTheRuntimesRouteIsRefused() {
        var forged = Runs.screened()
                .hop(CLASSIFIER, RuntimeRoute.HOP_LIMIT, s -> s.withFinalAnswer("Made up.")
                        .withStatus(RunStatus.FAILED))
                .state();

        assertBroken(
                CustodyCheck.of(forged, Walk.keyring()), 2, "classifier", "classifier may not produce part answer");
    }

    @Test
    void theMemoryNodeMayNotRewriteTheAnswer() {
        var forged = Runs.researched(s -> s.withRemember(true).withFinalAnswer("Something else."))
                .state();

        assertBroken(CustodyCheck.of(forged, Walk.keyring()), 10, "memory", "memory may not produce part answer");
    }

    @Test
    void aPartNoNodeVouchedForIsRefused() {
        var state = Runs.researched().state();
        var unvouched = new AgentState(
                        state.schemaVersion(),
                        state.intake(),
                        state.research(),
                        state.outcome(),
                        state.telemetry(),
                        state.custody())
                .withStepAdded(PlanStep.pending(3, "r", "Q3?"));

        assertThat(CustodyCheck.of(unvouched, Walk.keyring()).describe())
                .isEqualTo("broken custody: part plan.3 is vouched for by no node");
    }

    @Test
    void aStateWithoutAttestationsIsBroken() {
        var verdict = CustodyCheck.of(Runs.researched().state().withoutCustody(), Walk.keyring());

        assertThat(verdict.intact()).isFalse();
        assertThat(verdict.reason()).isEqualTo("no hop vouched for the run");
    }

    @Test
    void aHopWithoutItsAttestationIsNamed() {
        var state = Runs.researched().state();
        var lastMissing = new ArrayList<>(state.custody().subList(0, 9));
        var classifierMissing = new ArrayList<>(state.custody());
        classifierMissing.remove(1);

        assertThat(CustodyCheck.of(withChain(state, lastMissing), Walk.keyring())
                        .describe())
                .isEqualTo("broken custody at hop 10 (memory): no attestation vouches for this hop");
        assertThat(CustodyCheck.of(withChain(state, classifierMissing), Walk.keyring())
                        .describe())
                .isEqualTo("broken custody at hop 2 (classifier): no attestation vouches for this hop");
    }

    private static AgentState withChain(AgentState state, List<Attestation> chain) {
        return new AgentState(
                state.schemaVersion(), state.intake(), state.research(), state.outcome(), state.telemetry(), chain);
    }

    @Test
    void aStandInForAnUnreadableRecordIsIntactWhenFailed() {
        var standIn = Walk.of(Runs.QUESTION)
                .hop(
                        EVALUATOR,
                        RuntimeRoute.DEAD_LETTER,
                        s -> s.withError(
                                RunStatus.FAILED,
                                new io.legalagent.contracts.RunError(
                                        io.legalagent.contracts.ErrorKind.POISON_RECORD, "evaluator", "unreadable")))
                .state();

        var verdict = CustodyCheck.of(standIn, Walk.keyring());
        assertThat(verdict.intact()).as(verdict.describe()).isTrue();
    }

    private static AgentState replaceAttestation(AgentState state, int index, UnaryOperator<Attestation> change) {
        var chain = new ArrayList<>(state.custody());
        chain.set(index, change.apply(chain.get(index)));
        return new AgentState(
                state.schemaVersion(), state.intake(), state.research(), state.outcome(), state.telemetry(), chain);
    }

    private static io.legalagent.contracts.Telemetry withTrail(
            AgentState state, List<io.legalagent.contracts.Hop> trail) {
        var t = state.telemetry();
        return new io.legalagent.contracts.Telemetry(t.metrics(), t.hops(), trail, t.updatedAt());
    }

    private static void assertBroken(CustodyVerdict verdict, int hop, String node, String reason) {
        assertThat(verdict.intact()).as(verdict.describe()).isFalse();
        assertThat(verdict.hop()).as(verdict.describe()).isEqualTo(hop);
        assertThat(verdict.node()).as(verdict.describe()).isEqualTo(node);
        assertThat(verdict.reason()).as(verdict.describe()).contains(reason);
    }
}
