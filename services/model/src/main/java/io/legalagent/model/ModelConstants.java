package io.legalagent.model;

import io.legalagent.ports.FrozenConstants;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The model settings that shape an answer, for the ResearchPack manifest: the provider, the model and
 * its sampling settings, the system-role setting, the SHA-256 of every skill prompt in use and, for a
 * model provider, of every reply schema sent (and whether schemas are sent at all).
 * Endpoints, keys and timeouts are left out: they do not change what a model writes.
 */
record ModelConstants(ModelSettings settings, SkillBook book) implements FrozenConstants {
    static final String PREFIX = "model.";

    @Override
    public SortedMap<String, String> frozenConstants() {
        var constants = new TreeMap<String, String>();
        var provider = settings.provider();
        constants.put(
                PREFIX + "provider",
                provider == null ? "unset" : provider.name().toLowerCase(Locale.ROOT));
        constants.put(PREFIX + "merge_system_prompt", Boolean.toString(settings.mergeSystemPrompt()));
        if (provider == ModelSettings.Provider.OLLAMA) {
            var o = settings.ollama();
            put(constants, o.model(), o.temperature(), o.seed(), o.maxTokens());
            constants.put(PREFIX + "context_size", Integer.toString(o.contextSize()));
        } else if (provider == ModelSettings.Provider.OPENAI) {
            var o = settings.openai();
            put(constants, o.model(), o.temperature(), o.seed(), o.maxTokens());
        }
        book.sha256().forEach((skill, sha) -> constants.put(skillKey(skill), sha));
        if (provider == ModelSettings.Provider.OLLAMA || provider == ModelSettings.Provider.OPENAI) {
            constants.put(PREFIX + "reply_schemas", Boolean.toString(settings.replySchemas()));
            SkillSchemas.sha256().forEach((skill, sha) -> constants.put(SkillSchemas.constantName(skill), sha));
        }
        return constants;
    }

    /** The manifest key of a skill prompt's SHA-256, without the node prefix. */
    static String skillKey(String skill) {
        return PREFIX + "skill." + skill + ".sha256";
    }

    private static void put(
            TreeMap<String, String> constants, String model, double temperature, int seed, int maxTokens) {
        constants.put(PREFIX + "model", String.valueOf(model));
        constants.put(PREFIX + "temperature", String.valueOf(temperature));
        constants.put(PREFIX + "seed", String.valueOf(seed));
        constants.put(PREFIX + "max_tokens", String.valueOf(maxTokens));
    }
}
