package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code eval --compare} through {@code ./legal}'s entry point on two runs written by the report:
 * 15 paired questions, 10 that only A got right and 2 only B, so McNemar's exact p is 0.0386; one
 * question in each run alone; and the refusals for runs over other packs or none.
 */
class EvalCompareTest {
    @TempDir
    Path dir;

    private static QuestionRecord question(String id, String subject, String letter) {
        return EvalRunSamples.record(id, subject, letter, "A", null, null, 1000, 1, Map.of());
    }

    /** A: q1..q13 right (q1..q10 wrong in B), q14, q15 wrong (right in B: q14); B: q11..q14 right. */
    private static List<EvalRun> runs(String packSetB) {
        var a = new ArrayList<QuestionRecord>();
        var b = new ArrayList<QuestionRecord>();
        for (int i = 1; i <= 15; i++) {
            String subject = i <= 7 ? "TORTS" : "EVIDENCE";
            boolean rightInA = i <= 13;
            boolean rightInB = i >= 11 && i <= 14;
            a.add(question("q" + i, subject, rightInA ? "A" : "C"));
            b.add(question("q" + i, subject, rightInB ? "A" : "B"));
        }
        a.add(question("only-a", "TORTS", "A"));
        b.add(question("only-b", "TORTS", "A"));
        return List.of(EvalRunSamples.run(EvalRunSamples.PACK_SET, a), EvalRunSamples.run(packSetB, b));
    }

    private Path write(String name, EvalRun run) throws Exception {
        var path = dir.resolve(name);
        EvalReportPage.of(run).write(path);
        return path;
    }

    @Test
    void pairsTheRunsByIdAndTestsTheDiscordantPairs() throws Exception {
        var runs = runs(EvalRunSamples.PACK_SET);
        var a = write("model-a", runs.get(0));
        var b = write("model-b", runs.get(1));
        var out = dir.resolve("compare");

        var run = Cli.run("eval", "--compare", a.toString(), b.toString(), "--report", out.toString());

        assertThat(run.exitCode()).as(run.stderr()).isZero();
        assertThat(run.out())
                .contains("pack set sha256 " + EvalRunSamples.PACK_SET)
                .contains("15 questions paired by id (15 multiple-choice); 1 only in A and 1 only in B")
                .contains("A 13/15 86.7 %")
                .contains("B 4/15 26.7 %")
                .contains("agreement: both right 3, A only 10, B only 1, both wrong 1");
        assertThat(run.stderr()).contains("report: " + out.resolve("index.html"));
        var json = Json.MAPPER.readTree(Files.readString(out.resolve("figures.json")));
        assertThat(json.at("/mcnemar/b").asInt()).isEqualTo(10);
        assertThat(json.at("/mcnemar/c").asInt()).isEqualTo(1);
        // b = 10, c = 1: 2 * (1 + 11) / 2^11
        assertThat(json.at("/mcnemar/p").asDouble()).isCloseTo(24.0 / 2048, within(1e-12));
        assertThat(json.get("only_in_a").get(0).asString()).isEqualTo("only-a");
        assertThat(json.get("only_in_b").get(0).asString()).isEqualTo("only-b");
        assertThat(json.get("differing")).hasSize(12);
        assertThat(json.get("pack_set_sha256").asString()).isEqualTo(EvalRunSamples.PACK_SET);

        var accuracy = SvgMarks.read(Files.readString(out.resolve("charts/compare-accuracy.svg")), "accuracy");
        assertThat(accuracy).hasSize(2);
        assertThat(accuracy.get(0).height() / accuracy.get(1).height()).isCloseTo(13 / 4.0, within(0.03));
        // TORTS: A 7/7, B 0/7 (difference -1); EVIDENCE: A 6/8, B 4/8 (-0.25): bars below zero, in proportion.
        var subjects = SvgMarks.read(Files.readString(out.resolve("charts/compare-subjects.svg")), "difference");
        assertThat(subjects).extracting(Mark::item).containsExactly("EVIDENCE", "TORTS");
        assertThat(subjects.get(1).height() / subjects.get(0).height()).isCloseTo(4.0, within(0.05));
        assertThat(subjects.get(0).y()).isCloseTo(subjects.get(1).y(), within(0.5));
        assertThat(Files.readString(out.resolve("index.html")))
                .contains("only-a")
                .doesNotContain(">q12<");
    }

    @Test
    void mcNemarOfTenAgainstTwoIsTheKnownValue() {
        var runs = runs(EvalRunSamples.PACK_SET);
        var b = new ArrayList<>(runs.get(1).questions());
        b.set(14, question("q15", "EVIDENCE", "A"));
        var comparison = EvalComparison.of(runs.get(0), EvalRunSamples.run(EvalRunSamples.PACK_SET, b));

        assertThat(comparison.onlyARight()).isEqualTo(10);
        assertThat(comparison.onlyBRight()).isEqualTo(2);
        assertThat(comparison.mcNemar().p()).isCloseTo(0.0386, within(5e-5));
    }

    @Test
    void refusesRunsOverDifferentPackSetsOrNone() throws Exception {
        var runs = runs("b".repeat(64));
        var a = write("a", runs.get(0));
        var other = write("other", runs.get(1));
        var live = write("live", EvalRunSamples.run(null, runs.get(1).questions()));

        var different = Cli.run("eval", "--compare", a.toString(), other.toString());
        var none = Cli.run("eval", "--compare", live.toString(), a.toString());
        var notARun = Cli.run("eval", "--compare", a.toString(), dir.toString());

        assertThat(different.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(different.stderr()).contains("different contexts").contains("b".repeat(64));
        assertThat(different.out()).isEmpty();
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.stderr()).contains("was not answered from frozen packs");
        assertThat(notARun.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(notARun.stderr()).contains("no figures.json in");
    }
}
