package io.legalagent.guard;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.runtime.Admission;
import io.legalagent.runtime.IntakeNode;
import io.legalagent.runtime.Transition;
import io.legalagent.runtime.UsedRequestIds;
import java.util.Objects;

/**
 * The loop's entry: reads the user's input and screens it for prompt injection before any research
 * is spent on it. Rejected and invalid runs go straight to the observer, which tells the user why.
 */
final class GuardNode implements IntakeNode<GuardRoute> {
    static final String REJECTION = "The input was rejected as an attempt to override the system's instructions: ";

    private final ScreenSkill screen;
    private final GuardSettings settings;
    private final QuestionIntake intake;

    GuardNode(ScreenSkill screen, GuardSettings settings, QuestionIntake intake) {
        this.screen = Objects.requireNonNull(screen, "screen");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.intake = Objects.requireNonNull(intake, "intake");
    }

    @Override
    public NodeName name() {
        return NodeName.GUARD;
    }

    @Override
    public Class<GuardRoute> routeType() {
        return GuardRoute.class;
    }

    @Override
    public Admission admit(String key, byte[] value, UsedRequestIds used) {
        return intake.admit(key, value, used);
    }

    @Override
    public Transition<GuardRoute> apply(AgentState state) {
        if (state.outcome().error() != null) {
            // Intake already rejected the input; the reason travels on unchanged.
            return Transition.to(GuardRoute.INVALID, state);
        }
        if (!settings.enabled()) {
            return Transition.to(
                    GuardRoute.SAFE, state.withInjection(new InjectionVerdict(true, "screening disabled")));
        }
        var screened = screen.screen(state.question());
        var verdict = screened.value() != null
                ? screened.value()
                // Fail open, as the original did: a reply the model garbled is no evidence of an attack.
                : new InjectionVerdict(true, "no verdict from the screening model; treated as safe");
        var judged = state.usedModel(
                        screened.output(NodeName.GUARD.id(), ScreenSkill.SKILL, null, String.valueOf(verdict)),
                        screened.usage())
                .withInjection(verdict);
        if (verdict.safe()) {
            return Transition.to(GuardRoute.SAFE, judged);
        }
        return Transition.to(
                GuardRoute.REJECTED,
                judged.withError(
                        RunStatus.REJECTED,
                        new RunError(
                                ErrorKind.ADVERSARIAL_INPUT, NodeName.GUARD.id(), REJECTION + verdict.reasoning())));
    }
}
