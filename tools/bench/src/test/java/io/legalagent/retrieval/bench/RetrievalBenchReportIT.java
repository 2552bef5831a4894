package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import io.legalagent.report.support.ReportBrowser;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.ProjectRoot;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code bench retrieval --calibrate --report DIR} through the command's entry point, against a real
 * Chroma and the real embedding model, on a slice of the sample corpus: 16 questions on its passages
 * and 8 on passages left out of it, so that some golds are missed.
 */
class RetrievalBenchReportIT {
    private static final Path REPORT = Path.of("target/reports/bench-calibrate");

    @Test
    void theCommandWritesTheReportOfWhatItPrintsAndItOpensInABrowser(@TempDir Path dir) throws Exception {
        var lines = Files.readAllLines(ProjectRoot.sampleCorpus());
        var corpus = Files.createDirectories(dir.resolve("corpus"));
        Files.write(corpus.resolve("slice.jsonl"), lines.subList(0, 30));
        var passages = PassageFiles.read(List.of(ProjectRoot.sampleCorpus())).passages();
        var qa = questions(dir.resolve("qa.csv"), passages);
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();

        int code = new CommandLine(new RetrievalBenchCommand(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8)))
                .execute(
                        "--qa",
                        qa.toString(),
                        "--corpus",
                        corpus.toString(),
                        "--chroma",
                        ChromaServer.url().toString(),
                        "--calibrate",
                        "--report",
                        REPORT.toString());

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("report: " + REPORT.resolve("index.html"));
        var figures = JsonMapper.builder()
                .build()
                .readTree(REPORT.resolve("figures.json").toFile());
        var first = figures.get("variants").get(0);
        assertThat(first.get("name").asString()).isEqualTo("choices+hybrid (default)");
        assertThat(first.get("questions").asInt()).isEqualTo(24);
        // The page's numbers are the terminal's: each signal's line, and the Brier score.
        for (var row : first.get("signals")) {
            assertThat(printed)
                    .containsPattern(String.format(
                            Locale.ROOT,
                            "%s +AUC %.3f \\[",
                            row.get("signal").asString(),
                            row.get("auc").asDouble()));
        }
        assertThat(printed)
                .contains(String.format(
                        Locale.ROOT,
                        "calibrated read as a probability: Brier %.3f",
                        figures.get("reliability").get("brier").asDouble()));
        for (var variant : figures.get("variants")) {
            assertThat(printed).contains(variant.get("name").asString());
        }

        try (var browser = ReportBrowser.open(REPORT.resolve("index.html"))) {
            var svgs = browser.svgs();
            assertThat(svgs.keySet()).containsExactlyElementsOf(CalibrationReportTest.CHARTS);
            assertThat(browser.severeLogs()).isEmpty();
            // Each non-empty band's point, drawn where its figures say on linear axes.
            var bands = figures.get("reliability").get("bands");
            var points = SvgMarks.read(svgs.get("reliability"), CalibrationCharts.OBSERVED);
            int nonEmpty = 0;
            for (var band : bands) {
                nonEmpty += band.get("questions").asInt() > 0 ? 1 : 0;
            }
            assertThat(points).hasSize(nonEmpty);
            browser.screenshot(Path.of("target/screenshots/bench-calibrate.png"));
            // The fitted model's curve from the page: its ends at (0, 0) and (1, 1) of the one pair of axes.
            var calibrated = figures.get("roc")
                    .valueStream()
                    .filter(c -> c.get("signal").asString().equals("calibrated"))
                    .findFirst()
                    .orElseThrow();
            var marks = SvgMarks.read(
                    svgs.get("roc-model"),
                    String.format(
                            Locale.ROOT,
                            "%s (AUC %.3f)",
                            calibrated.get("signal").asString(),
                            calibrated.get("auc").asDouble()));
            assertThat(marks).hasSize(calibrated.get("points").size());
            assertThat(marks.get(0).centreX())
                    .isLessThan(marks.get(marks.size() - 1).centreX());
            assertThat(marks.stream().map(Mark::centreY).toList()).isSortedAccordingTo((a, b) -> Double.compare(b, a));
            assertThat(marks.get(0).centreY() - marks.get(marks.size() - 1).centreY())
                    .isGreaterThan(100.0);
        }
    }

    /** A question per passage asking for its title's rule; choice A is the passage's first words. */
    private static Path questions(Path file, List<Passage> all) throws Exception {
        var csv =
                new StringBuilder("idx,subject,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx\n");
        for (int i :
                new int[] {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 25, 27, 29, 40, 45, 50, 55, 60, 65, 70, 75}) {
            var p = all.get(i);
            String first =
                    p.text().substring(0, Math.min(80, p.text().length())).replace("\"", "'");
            csv.append(String.format(
                    "q%d,,,\"What is the rule of %s?\",\"%s\",\"%s\",\"%s\",\"%s\",A,%s%n",
                    i,
                    p.title(),
                    first,
                    all.get((i + 7) % all.size()).title(),
                    all.get((i + 13) % all.size()).title(),
                    all.get((i + 21) % all.size()).title(),
                    p.id()));
        }
        Files.writeString(file, csv);
        return file;
    }
}
