package io.legalagent.model;

import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.Skilled;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Clock;

/**
 * The injection screen outside a service, for {@code ./legal bench injection}: the offline
 * heuristics, or the screening skill of a configured model provider exactly as the guard calls it
 * (same prompt, same reply parsing and fallback, same retries), without tracing.
 */
public final class InjectionScreens {
    private InjectionScreens() {}

    /** The offline heuristics the guard uses with {@code legal.model.provider=offline}. */
    public static ScreenSkill heuristics() {
        return question -> Skilled.free(InjectionHeuristics.screen(question.withChoices()));
    }

    /** The screening skill of {@code settings}' provider; the skills folder, if set, replaces the packaged prompts. */
    public static ScreenSkill of(ModelSettings settings) {
        var book = SkillBook.ofAllSkills(settings.skillsPath());
        return ModelAutoConfiguration.suiteOf(settings, book, Clock.systemUTC(), OpenTelemetry.noop(), false)::screen;
    }
}
