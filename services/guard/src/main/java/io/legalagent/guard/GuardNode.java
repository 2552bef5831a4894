package io.legalagent.guard;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.runtime.Admission;
import io.legalagent.runtime.IntakeNode;
import io.legalagent.runtime.Transition;
import io.legalagent.runtime.UsedRequestIds;
import io.legalagent.screen.LayerVerdict;
import io.legalagent.screen.LayeredScreen;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The loop's entry: reads the user's input and screens it for prompt injection before any research
 * is spent on it, layer by layer ({@link LayeredScreen}). Each layer that ran is recorded in the
 * research log with its verdict and score, so the answer's ResearchPack shows them. Rejected and
 * invalid runs go straight to the observer, which tells the user why.
 */
final class GuardNode implements IntakeNode<GuardRoute> {
    static final String REJECTION = "The input was rejected as an attempt to override the system's instructions: ";

    private final LayeredScreen screen;
    private final GuardSettings settings;
    private final QuestionIntake intake;
    private final FrozenContextCheck frozen;

    GuardNode(LayeredScreen screen, GuardSettings settings, QuestionIntake intake, PackRegistry packs) {
        this.screen = Objects.requireNonNull(screen, "screen");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.intake = Objects.requireNonNull(intake, "intake");
        this.frozen = new FrozenContextCheck(packs, screen);
    }

    @Override
    public NodeName name() {
        return NodeName.GUARD;
    }

    @Override
    public Class<GuardRoute> routeType() {
        return GuardRoute.class;
    }

    /** Both question topics: anyone's {@code legal.questions} and the gateway's own. */
    @Override
    public List<String> inboxes() {
        return Arrays.stream(QuestionInbox.values()).map(QuestionInbox::topic).toList();
    }

    @Override
    public Admission admit(String topic, String key, byte[] value, UsedRequestIds used) {
        return intake.admit(QuestionInbox.of(topic), key, value, used);
    }

    @Override
    public Transition<GuardRoute> apply(AgentState state) {
        if (state.outcome().error() != null) {
            // Intake already rejected the input; the reason travels on unchanged.
            return Transition.to(GuardRoute.INVALID, state);
        }
        if (!settings.enabled()) {
            return context(state.withInjection(new InjectionVerdict(true, "screening disabled")), false);
        }
        var screening = screen.screen(state.question());
        var judged = state;
        for (var layer : screening.layers()) {
            judged = judged.usedModel(output(layer), layer.usage());
        }
        var verdict = screening.verdict();
        judged = judged.withInjection(verdict);
        if (verdict.safe()) {
            return context(judged, true);
        }
        return adversarial(judged, verdict.reasoning());
    }

    /** A safe question's frozen context, if it carries one: registered and, when screening, screened. */
    private Transition<GuardRoute> context(AgentState state, boolean screening) {
        var context = state.intake().frozenContext();
        var refusal =
                context == null ? null : frozen.refusal(context, screening).orElse(null);
        if (refusal == null) {
            return Transition.to(GuardRoute.SAFE, state);
        }
        if (refusal.adversarial()) {
            return adversarial(state, refusal.reason());
        }
        return Transition.to(
                GuardRoute.INVALID,
                state.withError(
                        RunStatus.REJECTED,
                        new RunError(ErrorKind.INVALID_INPUT, NodeName.GUARD.id(), refusal.reason())));
    }

    private static Transition<GuardRoute> adversarial(AgentState state, String reason) {
        return Transition.to(
                GuardRoute.REJECTED,
                state.withError(
                        RunStatus.REJECTED,
                        new RunError(ErrorKind.ADVERSARIAL_INPUT, NodeName.GUARD.id(), REJECTION + reason)));
    }

    /** A layer's entry in the research log: its verdict and score, and the hash of the model's reply if one was asked. */
    private static ModelOutput output(LayerVerdict layer) {
        return new ModelOutput(
                NodeName.GUARD.id(),
                layer.layer().skill(),
                null,
                layer.output(),
                layer.reply() == null ? null : Sha256.hex(layer.reply()),
                layer.reading());
    }
}
