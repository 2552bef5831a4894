package io.legalagent.model;

import io.legalagent.contracts.InjectionVerdict;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The offline injection screen: known shapes of instruction overrides, jailbreaks, role hijacks,
 * prompt leaks and fake system turns ({@link InjectionRules}), the intents any technique may carry
 * ({@link IntentRules}, {@link DictatedAnswerRules}, {@link PlainRequestRules},
 * {@link PlainOverrideRules}) and the same in other languages
 * ({@link ForeignLanguageRules}), looked for in the text as written and in every reading that undoes
 * a disguise ({@link ScreenViews}: look-alike letters, invisible characters, leetspeak, spaced
 * letters, base64 and hex payloads). The patterns are about the service's behaviour, never about the
 * subject of a question, so a question on murder, drugs or hacking passes.
 */
final class InjectionHeuristics {
    private static final String NO_MODEL = " (offline heuristic screen, no language model)";
    private static final List<InjectionRules.Rule> RULES = Stream.of(
                    InjectionRules.ALL,
                    IntentRules.ALL,
                    DictatedAnswerRules.ALL,
                    PlainRequestRules.ALL,
                    PlainOverrideRules.ALL,
                    ForeignLanguageRules.ALL)
            .flatMap(List::stream)
            .toList();

    private InjectionHeuristics() {}

    static InjectionVerdict screen(String text) {
        return firstMatch(text == null ? "" : text)
                .map(found -> new InjectionVerdict(
                        false,
                        "Matched a known " + found.kind() + " pattern" + found.where() + ": \"" + found.excerpt() + "\""
                                + NO_MODEL))
                .orElseGet(() -> new InjectionVerdict(
                        true, "No instruction-override, jailbreak or prompt-leak pattern found" + NO_MODEL));
    }

    private record Found(String kind, String where, String excerpt) {}

    private static Optional<Found> firstMatch(String text) {
        for (var view : ScreenViews.of(text)) {
            for (var rule : RULES) {
                var matcher = rule.pattern().matcher(view.text());
                if (matcher.find()) {
                    return Optional.of(new Found(rule.kind(), view.where(), excerpt(matcher.group())));
                }
            }
        }
        return Optional.empty();
    }

    /** The matched words on one line, short enough to quote in a reason. */
    private static String excerpt(String match) {
        var line = match.strip().replaceAll("\\s+", " ");
        return line.length() <= 80 ? line : line.substring(0, 80) + "...";
    }
}
