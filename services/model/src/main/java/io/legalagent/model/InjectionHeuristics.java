package io.legalagent.model;

import io.legalagent.contracts.InjectionVerdict;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The offline injection screen: known shapes of instruction overrides, jailbreaks and prompt leaks.
 * The patterns are about the service's behaviour, never about the subject of a question, so a
 * question on murder, drugs or weapons passes. Phrases that are ordinary in legal facts ("act as an
 * agent", "pretend to be a police officer") only match when aimed at the assistant itself.
 */
final class InjectionHeuristics {
    private static final String NO_MODEL = " (offline heuristic screen, no language model)";
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final String RULES = "(instructions?|prompts?|rules|guidelines|programming)";
    /** Whose rules: the assistant's own, never "the jury instructions" or "the rules of evidence". */
    private static final String OWN =
            "(your|the\\s+(previous|prior|above|earlier|preceding|system|original)|previous|prior|above|earlier|"
                    + "preceding|system|original)";

    private record Rule(String kind, Pattern pattern) {}

    private static final List<Rule> RULES_TABLE = List.of(
            rule(
                    "instruction override",
                    "\\b(ignore|disregard|forget)\\s+(all\\s+|any\\s+)?(of\\s+)?" + OWN + "\\s+(\\w+\\s+)?" + RULES
                            + "\\b"),
            rule("instruction override", "\\bnew\\s+(system\\s+)?instructions?\\s*:"),
            rule(
                    "instruction override",
                    "\\b(bypass|circumvent|disable|turn off)\\s+(your|the)\\s+(safety|content|ethical)\\s+"
                            + "(filters?|guardrails|restrictions|rules|policies)\\b"),
            rule(
                    "prompt leak",
                    "\\b(reveal|show|print|repeat|display|output|leak|disclose|tell me|give me|what (is|are|were))\\b"
                            + "[^.?!\\n]{0,30}\\b(your\\s+(system\\s+|hidden\\s+|initial\\s+|original\\s+)?|"
                            + "the\\s+(system|hidden|initial)\\s+)(prompt|instructions|system message|configuration)\\b"),
            rule("prompt leak", "\\bsystem\\s+prompt\\b"),
            rule(
                    "jailbreak",
                    "\\b(jailbroken|jailbreak (mode|prompt)|developer mode|dan mode|do anything now|god mode)\\b"),
            rule(
                    "jailbreak",
                    "\\b(respond|answer|reply|act|operate)\\s+without\\s+(any\\s+)?(restrictions|filters|limits|"
                            + "rules|censorship|guidelines)\\b"),
            rule(
                    "role hijack",
                    "\\b(you are now|from now on,? you|act as|pretend (that )?(you are|you're|to be)|roleplay as|"
                            + "role-play as)\\b[^.?!\\n]{0,20}\\b(ai|assistant|chatbot|llm|dan|gpt|language model)\\b"),
            rule(
                    "fake system turn",
                    "(<\\s*/?\\s*(system|assistant|instructions?)\\s*>|\\[\\s*(system|inst)\\s*]|"
                            + "^\\s*#{1,3}\\s*system\\b|^\\s*system\\s*:)"));

    private InjectionHeuristics() {}

    static InjectionVerdict screen(String text) {
        return firstMatch(text == null ? "" : text)
                .map(found -> new InjectionVerdict(
                        false, "Matched a known " + found.kind() + " pattern: \"" + found.excerpt() + "\"" + NO_MODEL))
                .orElseGet(() -> new InjectionVerdict(
                        true, "No instruction-override, jailbreak or prompt-leak pattern found" + NO_MODEL));
    }

    private record Found(String kind, String excerpt) {}

    private static Optional<Found> firstMatch(String text) {
        for (var rule : RULES_TABLE) {
            var matcher = rule.pattern().matcher(text);
            if (matcher.find()) {
                return Optional.of(new Found(rule.kind(), matcher.group().strip()));
            }
        }
        return Optional.empty();
    }

    private static Rule rule(String kind, String regex) {
        return new Rule(kind, Pattern.compile(regex, FLAGS | Pattern.MULTILINE));
    }
}
