package io.legalagent.model;

import java.util.Objects;

/**
 * The skills of the configured provider. Deliberately not a skill port itself: each port is exposed
 * as its own bean, so a service may replace one port without two candidates competing for it.
 */
record ProviderSkills(ModelSettings.Provider provider, SkillSuite skills) {
    ProviderSkills {
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(skills, "skills");
    }
}
