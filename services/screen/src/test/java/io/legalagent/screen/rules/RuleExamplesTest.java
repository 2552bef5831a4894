package io.legalagent.screen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Question;
import io.legalagent.screen.InjectionDetector;
import io.legalagent.screen.LayeredScreen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every entry of the bundled rules file against its own texts: the pattern finds its example, and its
 * look-alike (a legal question or text that shares its words) passes the pattern, the whole rules
 * screen and the learned detector, so no entry can be added that does nothing or that would refuse the
 * legal text written beside it.
 */
class RuleExamplesTest {
    private static final ScreenRules RULES = ScreenRules.bundled();
    private static InjectionDetector detector;

    @BeforeAll
    static void load() {
        detector = InjectionDetector.bundled();
    }

    @AfterAll
    static void close() {
        detector.close();
    }

    @Test
    void everyPatternFindsItsExample() {
        assertThat(RULES.rules()).hasSizeGreaterThan(100);
        assertThat(RULES.rules()).allSatisfy(rule -> assertThat(
                        rule.pattern().matcher(rule.example()).find())
                .as("%s does not find its example \"%s\"", rule.name(), rule.example())
                .isTrue());
    }

    @Test
    void everyExampleIsRefusedWithItsRulesKind() {
        assertThat(RULES.rules())
                .allSatisfy(rule -> assertThat(RULES.verdict(rule.example()).safe())
                        .as("%s: example \"%s\"", rule.name(), rule.example())
                        .isFalse());
    }

    @Test
    void noPatternMatchesItsLookalike() {
        assertThat(RULES.rules()).allSatisfy(rule -> assertThat(
                        rule.pattern().matcher(rule.lookalike()).find())
                .as("%s matches its look-alike \"%s\"", rule.name(), rule.lookalike())
                .isFalse());
    }

    @Test
    void everyLookalikePassesTheWholeScreen() {
        var screen = new LayeredScreen(RULES, detector, detector.calibratedThreshold(), null);
        assertThat(RULES.rules()).allSatisfy(rule -> {
            var screening = screen.screen(Question.of(rule.lookalike()));
            assertThat(screening.flagged())
                    .as("%s: look-alike \"%s\" flagged: %s", rule.name(), rule.lookalike(), screening.verdict())
                    .isFalse();
        });
    }
}
