package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.ReplanDecision;
import io.legalagent.ports.Skilled;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each skill on recorded model replies: a good one, one wrapped in fences and prose (with trailing
 * commas and apostrophes), and a broken one that must give the skill's fallback and count a failure.
 */
class ReplyParsingTest {
    private static final Question MC = new Question(
            "Guard fires at Robber; the bullet hits Plaintiff. Will Plaintiff prevail in battery?",
            List.of(new Choice("A", "Yes"), new Choice("B", "No, unless negligent"), new Choice("C", "No")));
    private static final List<Evidence> EVIDENCE =
            List.of(new Evidence("p1", "Battery needs contact.", "torts", 0.8, "h1"));

    /** Answers every call with one recorded reply and remembers what it was asked. */
    private static final class Recorded implements ModelClient {
        private final String reply;
        final List<String> inputs = new ArrayList<>();
        final List<Boolean> json = new ArrayList<>();

        Recorded(String file) {
            this.reply = read("replies/" + file + ".txt");
        }

        @Override
        public ModelReply chat(String instructions, String input, ReplyFormat format) {
            inputs.add(input);
            this.json.add(format.json());
            return new ModelReply(reply, 0, 0);
        }
    }

    private static LlmSkills skills(Recorded recorded) {
        return TestStacks.skills(recorded);
    }

    private static <T> T parsed(Skilled<T> result) {
        assertThat(result.usage().calls()).isEqualTo(1);
        assertThat(result.usage().parseFailures()).isZero();
        return result.value();
    }

    private static <T> T fellBack(Skilled<T> result) {
        assertThat(result.usage().calls()).isEqualTo(1);
        assertThat(result.usage().parseFailures()).isEqualTo(1);
        return result.value();
    }

    @Test
    void screen() {
        assertThat(parsed(skills(new Recorded("detect_injection-good")).screen(MC))
                        .safe())
                .isTrue();
        var fenced = parsed(skills(new Recorded("detect_injection-fenced")).screen(MC));
        assertThat(fenced.safe()).isFalse();
        assertThat(fenced.reasoning()).contains("service's instructions");
        var broken = fellBack(skills(new Recorded("detect_injection-broken")).screen(MC));
        assertThat(broken.safe()).isTrue();
        assertThat(broken.reasoning()).isEqualTo(LlmSkills.UNUSABLE_SCREEN);
    }

    @Test
    void classify() {
        var recorded = new Recorded("classify-good");
        assertThat(parsed(skills(recorded).classify(MC))).isEqualTo(QueryType.SIMPLE);
        assertThat(recorded.inputs.get(0)).isEqualTo(MC.withChoices());
        assertThat(recorded.json).containsExactly(true);
        assertThat(parsed(skills(new Recorded("classify-fenced")).classify(MC))).isEqualTo(QueryType.MULTI_HOP);
        assertThat(fellBack(skills(new Recorded("classify-broken")).classify(MC)))
                .isEqualTo(QueryType.MULTI_HOP);
    }

    @Test
    void plan() {
        var recorded = new Recorded("plan-good");
        assertThat(parsed(skills(recorded).plan("What is battery?", QueryType.MULTI_HOP)))
                .containsExactly(
                        new PlannedStep("rule", "What are the elements of battery?"),
                        new PlannedStep("defence", "When does self-defense justify force?"));
        assertThat(recorded.inputs.get(0)).contains("What is battery?", "Question type: multi_hop");
        assertThat(parsed(skills(new Recorded("plan-fenced")).plan("What is battery?", QueryType.SIMPLE)))
                .containsExactly(new PlannedStep("rule", "What intent does battery require?"));
        assertThat(fellBack(skills(new Recorded("plan-broken")).plan("What is battery?", QueryType.SIMPLE)))
                .containsExactly(new PlannedStep(Replies.DEFAULT_PHASE, "What is battery?"));
    }

    @Test
    void rewrite() {
        var good = parsed(skills(new Recorded("query_rewrite-good")).rewrite("What is battery?"));
        assertThat(good.primary()).isEqualTo("battery intentional tort harmful offensive contact intent");
        assertThat(good.alternatives()).hasSize(2);
        var fenced = parsed(skills(new Recorded("query_rewrite-fenced")).rewrite("Must a landlord repair?"));
        // Apostrophes inside strings survive the forgiving parse untouched.
        assertThat(fenced.primary()).isEqualTo("landlord's duty to repair implied warranty of habitability");
        assertThat(fenced.alternatives())
                .containsExactly(
                        "tenant's remedies uninhabitable premises rent withholding",
                        "constructive eviction lessor's breach of covenant");
        var broken = fellBack(skills(new Recorded("query_rewrite-broken")).rewrite(" What is battery? "));
        assertThat(broken.primary()).isEqualTo("What is battery?");
        assertThat(broken.alternatives()).isEmpty();
    }

    @Test
    void synthesize() {
        var recorded = new Recorded("synthesize_and_cite-good");
        assertThat(parsed(skills(recorded).synthesize(ContextWindow.of("What is battery?", EVIDENCE))))
                .startsWith("**Rule**")
                .endsWith("- **Source 1**: battery elements");
        assertThat(recorded.json).containsExactly(false);
        assertThat(recorded.inputs.get(0)).contains("[Source 1] (torts)\nBattery needs contact.");
        assertThat(parsed(skills(new Recorded("synthesize_and_cite-fenced"))
                        .synthesize(ContextWindow.of("Q?", EVIDENCE))))
                .isEqualTo("**Rule**: A threat alone is assault, not battery [Source 2].");
        assertThat(fellBack(skills(new Recorded("synthesize_and_cite-broken"))
                        .synthesize(ContextWindow.of("Q?", EVIDENCE))))
                .isEqualTo(LlmSkills.UNUSABLE_SYNTHESIS);
    }

    @Test
    void replan() {
        var context =
                List.of(new StepSummary(1, "What is battery?", "Battery is contact.", 0.81, StepStatus.COMPLETED));
        var recorded = new Recorded("replan-good");
        var good = parsed(skills(recorded).replan("Will Plaintiff prevail?", context));
        assertThat(good.action()).isEqualTo(ReplanDecision.Action.NEXT_STEP);
        assertThat(good.question()).isEqualTo("When may a person use deadly force in self-defense?");
        assertThat(recorded.inputs.get(0))
                .contains("Completed steps: 1", "Question: What is battery?", "Status: completed, confidence 0.81");
        var fenced = parsed(skills(new Recorded("replan-fenced")).replan("Q?", context));
        assertThat(fenced.action()).isEqualTo(ReplanDecision.Action.RETRY);
        assertThat(fenced.question()).isEqualTo("What duty does a defendant owe to a bystander's safety?");
        var broken = fellBack(skills(new Recorded("replan-broken")).replan("Q?", context));
        assertThat(broken.action()).isEqualTo(ReplanDecision.Action.COMPLETE);
        assertThat(broken.reasoning()).isEqualTo(LlmSkills.UNUSABLE_REPLAN);
    }

    @Test
    void select() {
        var recorded = new Recorded("mc_select-good");
        var good = parsed(skills(recorded).select(MC, "### Step 1: research"));
        assertThat(good.letter()).isEqualTo("C");
        assertThat(good.reasoning()).startsWith("(A) Eliminated").doesNotContain("**Answer");
        assertThat(recorded.inputs.get(0)).contains("(C) No", "### Step 1: research");
        assertThat(parsed(skills(new Recorded("mc_select-fenced")).select(MC, "r"))
                        .letter())
                .isEqualTo("B");
        assertThat(parsed(skills(new Recorded("mc_select-loose")).select(MC, "r"))
                        .letter())
                .isEqualTo("B");
        var broken = fellBack(skills(new Recorded("mc_select-broken")).select(MC, "r"));
        assertThat(broken.selected()).isFalse();
        assertThat(broken.skippedBecause()).isEqualTo(LlmSkills.UNUSABLE_SELECTION);
    }

    private static String read(String resource) {
        try (InputStream in = ReplyParsingTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
