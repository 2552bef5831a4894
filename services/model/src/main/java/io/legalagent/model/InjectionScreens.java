package io.legalagent.model;

import io.legalagent.ports.ScreenSkill;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Clock;

/**
 * The injection screen outside a service, for {@code ./legal bench injection}: the screening skill
 * of a configured model provider exactly as the guard calls it (same prompt, same reply parsing and
 * fallback, same retries), without tracing. The rules layer is {@code services/screen}.
 */
public final class InjectionScreens {
    private InjectionScreens() {}

    /** The screening skill of {@code settings}' provider; the skills folder, if set, replaces the packaged prompts. */
    public static ScreenSkill of(ModelSettings settings) {
        var book = SkillBook.ofAllSkills(settings.skillsPath());
        return ModelAutoConfiguration.suiteOf(settings, book, Clock.systemUTC(), OpenTelemetry.noop(), false)::screen;
    }
}
