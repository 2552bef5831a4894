package io.legalagent.cli;

import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.ReplyReading;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How each skill's replies were read over the answered questions, from the research log of every
 * answer's pack: by the skill's schema, repaired by the lenient parser, or unusable (the skill's
 * fallback stood in). A call of the offline provider reaches no model and is not counted.
 */
final class SkillReadings {
    private final Map<String, Map<ReplyReading, Integer>> bySkill;

    private SkillReadings(Map<String, Map<ReplyReading, Integer>> bySkill) {
        this.bySkill = bySkill;
    }

    static SkillReadings of(List<EvalCase> cases) {
        var bySkill = new TreeMap<String, Map<ReplyReading, Integer>>();
        cases.stream()
                .filter(c -> c.answered() && c.answer().researchPack() != null)
                .flatMap(c -> c.answer().researchPack().modelOutputs().stream())
                .filter(output -> output.reading() != null)
                .forEach(output -> count(bySkill, output));
        return new SkillReadings(bySkill);
    }

    private static void count(Map<String, Map<ReplyReading, Integer>> bySkill, ModelOutput output) {
        bySkill.computeIfAbsent(output.skill(), skill -> new EnumMap<>(ReplyReading.class))
                .merge(output.reading(), 1, Integer::sum);
    }

    boolean isEmpty() {
        return bySkill.isEmpty();
    }

    String table() {
        var text = new StringBuilder(String.format(
                Locale.ROOT,
                "%-20s %6s %8s %9s %9s %6s%n",
                "skill",
                "calls",
                "schema",
                "repaired",
                "unusable",
                "text"));
        bySkill.forEach((skill, readings) -> text.append(String.format(
                Locale.ROOT,
                "%-20s %6d %8d %9d %9d %6d%n",
                skill,
                readings.values().stream().mapToInt(Integer::intValue).sum(),
                readings.getOrDefault(ReplyReading.SCHEMA, 0),
                readings.getOrDefault(ReplyReading.REPAIRED, 0),
                readings.getOrDefault(ReplyReading.UNUSABLE, 0),
                readings.getOrDefault(ReplyReading.TEXT, 0))));
        return text.toString();
    }

    /** Skill to reading (lower case) to calls, for JSON. */
    Map<String, Object> figures() {
        var figures = new LinkedHashMap<String, Object>();
        bySkill.forEach((skill, readings) -> {
            var counts = new LinkedHashMap<String, Integer>();
            for (var reading : ReplyReading.values()) {
                counts.put(reading.name().toLowerCase(Locale.ROOT), readings.getOrDefault(reading, 0));
            }
            figures.put(skill, counts);
        });
        return figures;
    }
}
