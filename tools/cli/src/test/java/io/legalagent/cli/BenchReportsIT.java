package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import io.legalagent.report.SvgMarks;
import io.legalagent.report.support.ReportBrowser;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.test.condition.EmbeddedKafkaCondition;
import org.springframework.kafka.test.context.EmbeddedKafka;

/**
 * The three bench reports opened from their files in headless Chromium. Chaos goes the way {@code
 * ./legal bench chaos --report DIR} goes after its run: the recorded run and kills from their files,
 * every committed answer read from a real (embedded KRaft) broker; hops and footprint from the results
 * their passes record. Screenshots in target/screenshots/.
 */
@EmbeddedKafka(partitions = 3, topics = Topics.ANSWERS)
class BenchReportsIT {
    private static final Path REPORTS = Path.of("target/reports");
    private static final Path SHOTS = Path.of("target/screenshots");

    @Test
    void theChaosReportOfARecordedRunAndTheAnswersOnTheBroker() throws Exception {
        String brokers = EmbeddedKafkaCondition.getBroker().getBrokersAsString();
        commitAnswers(brokers);
        var runFile = REPORTS.resolve("chaos-run.json");
        var killsFile = REPORTS.resolve("chaos-kills.jsonl");
        Files.createDirectories(REPORTS);
        ChaosSamples.run().write(runFile);
        writeKills(killsFile);
        var dir = REPORTS.resolve("bench-chaos");

        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        var previousErr = Io.err;
        Io.err = new PrintStream(err, true, StandardCharsets.UTF_8);
        int status;
        try {
            status = new ChaosBench(new PrintStream(out, true, StandardCharsets.UTF_8), Io.err)
                    .report(runFile, killsFile, 42L, 7.0, false, brokers, dir);
        } finally {
            Io.err = previousErr;
        }

        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(ExitCodes.OK);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("published 30  answered 30  lost 0");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("report: " + dir.resolve("index.html"));
        var svgs = open(dir, "bench-chaos", "chaos-timeline", "chaos-resume");
        // Every question a point, every kill a marker, as the browser drew them.
        assertThat(SvgMarks.read(svgs.get("chaos-timeline"), ChaosTimeline.ANSWERED))
                .hasSize(ChaosSamples.QUESTIONS);
        assertThat(SvgMarks.read(svgs.get("chaos-timeline"), "marker")).hasSize(ChaosSamples.KILLS.size());
    }

    @Test
    void theHopsReport() throws Exception {
        var page = HopsReportPageTest.page();
        page.add(HopsReportPageTest.ON, "loaded", HopsReportPageTest.runs(HopsReportPageTest.OFF_GAPS));
        page.add(HopsReportPageTest.OFF, "loaded", HopsReportPageTest.runs(HopsReportPageTest.ON_GAPS));
        var dir = REPORTS.resolve("bench-hops");
        page.report("200 runs a pass, exactly-once on and off").write(dir);

        var svgs = open(
                dir,
                "bench-hops",
                "hops-histogram-idle",
                "hops-percentiles-idle",
                "hops-histogram-loaded",
                "hops-percentiles-loaded");
        assertThat(SvgMarks.read(svgs.get("hops-percentiles-idle"), HopsReportPageTest.ON))
                .hasSize(4);
    }

    @Test
    void theFootprintReport() throws Exception {
        var dir = REPORTS.resolve("bench-footprint");
        FootprintReportPage.of(FootprintSamples.passes(), 50).write(dir);

        var svgs = open(dir, "bench-footprint", "footprint-rss", "footprint-total");
        assertThat(SvgMarks.read(svgs.get("footprint-rss"), FootprintReportPage.TARGET))
                .hasSize(FootprintSamples.SERVICES.size());
    }

    /** Opens the page, checks what it drew and said, and keeps a screenshot; the SVGs by chart id. */
    private static Map<String, String> open(Path dir, String name, String... charts) throws Exception {
        try (var browser = ReportBrowser.open(dir.resolve("index.html"))) {
            var svgs = browser.svgs();
            assertThat(svgs.keySet()).containsExactly(charts);
            assertThat(browser.severeLogs()).isEmpty();
            browser.screenshot(SHOTS.resolve(name + ".png"));
            return svgs;
        }
    }

    private static void commitAnswers(String brokers) throws Exception {
        try (var producer = new KafkaProducer<String, byte[]>(
                Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers),
                new StringSerializer(),
                new ByteArraySerializer())) {
            for (var answer : ChaosSamples.answers()) {
                var value = Json.MAPPER.writeValueAsBytes(BenchSamples.answer(answer.requestId(), Map.of(), false));
                producer.send(new ProducerRecord<>(Topics.ANSWERS, null, answer.atMs(), answer.requestId(), value))
                        .get();
            }
        }
    }

    /** The kills as the launcher writes them, one JSON object a line. */
    private static void writeKills(Path file) throws Exception {
        var lines = new ArrayList<String>();
        for (var kill : ChaosSamples.recoveries().kills()) {
            lines.add(Json.MAPPER.writeValueAsString(Map.of(
                    "target", kill.target(),
                    "pid", kill.pid(),
                    "killed_at_ms", kill.killedAtMs(),
                    "ready_at_ms", kill.readyAtMs())));
        }
        Files.write(file, lines);
    }
}
