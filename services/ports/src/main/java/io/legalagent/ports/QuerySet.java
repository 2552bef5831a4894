package io.legalagent.ports;

import io.legalagent.contracts.Choice;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/** The primary search query and its alternatives in other legal vocabulary. */
public record QuerySet(String primary, List<String> alternatives) {
    private static final Pattern CHOICE_LINE = Pattern.compile("(?m)^\\([A-Za-z0-9]{1,2}\\) (.+)$");

    public QuerySet {
        Objects.requireNonNull(primary, "primary");
        alternatives = alternatives == null ? List.of() : List.copyOf(alternatives);
    }

    /** The primary query first, then the alternatives. */
    public List<String> all() {
        var all = new ArrayList<String>();
        all.add(primary);
        all.addAll(alternatives);
        return List.copyOf(all);
    }

    /**
     * Choice-aware queries for a multiple-choice question: the primary carries every choice as an
     * "(X) text" line, and each choice becomes an alternative of its own, because the passage that
     * decides a question usually states the rule the right choice applies, often in its words.
     * Measured on the validation split, this lifts gold hit@5 from about 10% to about 40%.
     */
    public QuerySet withChoices(List<Choice> choices) {
        if (choices == null || choices.isEmpty()) {
            return this;
        }
        var primaryWithChoices = new StringBuilder(primary);
        var more = new ArrayList<>(alternatives);
        for (var choice : choices) {
            primaryWithChoices.append("\n(").append(choice.label()).append(") ").append(choice.text());
            if (!choice.text().isBlank()) {
                more.add(choice.text());
            }
        }
        return new QuerySet(primaryWithChoices.toString(), more);
    }

    /**
     * The texts of the answer choices that {@link #withChoices} wrote into {@code primary} as "(X) text"
     * lines. Rerankers tell a choice from another alternative by it; it is read from the primary itself,
     * so that queries recorded as a flat list (a ResearchPack step) keep their roles.
     */
    public static Set<String> choiceTexts(String primary) {
        var texts = new HashSet<String>();
        var lines = CHOICE_LINE.matcher(primary);
        while (lines.find()) {
            texts.add(lines.group(1));
        }
        return Set.copyOf(texts);
    }

    /** The primary without the "(X) text" choice lines {@link #withChoices} appended: the question. */
    public static String withoutChoiceLines(String primary) {
        return CHOICE_LINE.matcher(primary).replaceAll("");
    }
}
