package io.legalagent.screen.rules;

import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.Question;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.Skilled;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The rules layer of the injection screen: the patterns of {@code screen/rules.yaml} (known shapes of
 * instruction overrides, prompt leaks, jailbreaks, fake turns, and the intents any technique carries:
 * exfiltration, a dictated letter or misleading answer, another task; also in other languages), looked
 * for in the text as written and in every reading that undoes a disguise ({@link ScreenViews}). The
 * patterns are about the service's behaviour, never the subject of a question, so a question on
 * murder, drugs or hacking passes. No model is asked.
 */
public final class ScreenRules implements ScreenSkill {
    /** The bundled data file, on the classpath. */
    public static final String BUNDLED = "screen/rules.yaml";

    private static final String NO_MODEL = " (offline heuristic screen, no language model)";
    private static final YAMLMapper YAML = YAMLMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final List<Rule> rules;

    private ScreenRules(List<Rule> rules) {
        this.rules = rules;
    }

    /** The bundled rules, read and compiled once per process. */
    public static ScreenRules bundled() {
        return Bundled.RULES;
    }

    /** Rules from {@code in}; {@code source} names it in errors. */
    static ScreenRules read(InputStream in, String source) {
        RuleFile file;
        try {
            file = YAML.readValue(in, RuleFile.class);
        } catch (JacksonException e) {
            throw new IllegalStateException(source + " is not a valid rules file: " + e.getOriginalMessage(), e);
        }
        return new ScreenRules(RuleCompiler.compile(file, source));
    }

    @Override
    public Skilled<InjectionVerdict> screen(Question question) {
        return Skilled.free(verdict(question.withChoices()));
    }

    /** The verdict on {@code text}: rejected with the first rule that matches any reading of it. */
    public InjectionVerdict verdict(String text) {
        return firstMatch(text == null ? "" : text)
                .map(found -> new InjectionVerdict(
                        false,
                        "Matched a known " + found.kind() + " pattern" + found.where() + ": \"" + found.excerpt() + "\""
                                + NO_MODEL))
                .orElseGet(() -> new InjectionVerdict(
                        true, "No instruction-override, jailbreak or prompt-leak pattern found" + NO_MODEL));
    }

    /** How many rules there are. */
    public int size() {
        return rules.size();
    }

    List<Rule> rules() {
        return rules;
    }

    private record Found(String kind, String where, String excerpt) {}

    private Optional<Found> firstMatch(String text) {
        for (var view : ScreenViews.of(text)) {
            for (var rule : rules) {
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

    /** Loaded on first use, so a service that never screens never reads the file. */
    private static final class Bundled {
        static final ScreenRules RULES = load();

        private static ScreenRules load() {
            try (var in = Objects.requireNonNull(
                    ScreenRules.class.getClassLoader().getResourceAsStream(BUNDLED),
                    BUNDLED + " is not on the classpath")) {
                return read(in, BUNDLED);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
