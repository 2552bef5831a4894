package io.legalagent.cli;

import io.legalagent.contracts.Hop;
import io.legalagent.contracts.StepReport;
import io.legalagent.contracts.StepStatus;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.util.RawValue;

/**
 * {@code eval --save}: one JSON file per question (what was asked, the gold, the run's path, each
 * step's queries and passages, the selection, the metrics, and under {@code answer} the answer
 * exactly as published on legal.answers, for a later replay), a markdown summary table, and the
 * observer's public key, so that the answers' signatures can be checked wherever the files go.
 */
final class CaseStudyWriter {
    static final String SUMMARY = "SUMMARY.md";
    static final String PUBLIC_KEY = "answer-signing.pub";

    private final Path dir;
    private final GoldPassages gold;
    private final Path publicKey;

    /** @param publicKey the stack's published key; copied beside the answers when it exists */
    CaseStudyWriter(Path dir, GoldPassages gold, Path publicKey) {
        this.dir = dir;
        this.gold = gold;
        this.publicKey = publicKey;
    }

    /** Writes every case and the summary; returns the files written. */
    int write(List<EvalCase> cases, EvalReport report, String source) {
        try {
            Files.createDirectories(dir);
            for (var c : cases) {
                Files.writeString(dir.resolve(fileName(c)), json(c) + "\n", StandardCharsets.UTF_8);
            }
            Files.writeString(dir.resolve(SUMMARY), CaseStudySummary.markdown(cases, report, source));
            if (!Files.isRegularFile(publicKey)) {
                return cases.size() + 1;
            }
            Files.copy(publicKey, dir.resolve(PUBLIC_KEY), StandardCopyOption.REPLACE_EXISTING);
            return cases.size() + 2;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + dir, e);
        }
    }

    /** The question's id, made safe as a file name. */
    static String fileName(EvalCase c) {
        return c.row().idx().replaceAll("[^A-Za-z0-9_.-]", "_") + ".json";
    }

    String json(EvalCase c) {
        var row = c.row();
        var doc = new LinkedHashMap<String, Object>();
        doc.put("id", row.idx());
        doc.put("subject", EvalQuestions.label(row));
        doc.put("question", row.fullQuestion());
        var choices = new LinkedHashMap<String, String>();
        row.labelledChoices().forEach(choice -> choices.put(choice.label(), choice.text()));
        doc.put("choices", choices);
        doc.put("gold", gold(c));
        doc.put("request_id", c.requestId());
        doc.put("status", c.status());
        var answer = c.answer();
        doc.put("run_id", answer == null ? null : answer.runId());
        doc.put("trace_id", answer == null ? null : answer.traceId());
        doc.put("query_type", answer == null || answer.queryType() == null ? null : answer.queryType());
        doc.put("from_cache", c.fromCache());
        doc.put("evidence", c.evidence());
        doc.put("reason", answer == null ? null : answer.reason());
        doc.put(
                "path",
                answer == null
                        ? List.of()
                        : answer.path().stream().map(CaseStudyWriter::hop).toList());
        doc.put(
                "steps",
                answer == null
                        ? List.of()
                        : answer.steps().stream()
                                .map(s -> step(s, row.goldIdx()))
                                .toList());
        doc.put("mean_confidence", meanConfidence(c));
        var mc = new LinkedHashMap<String, Object>();
        mc.put("selected", c.selected().orElse("-"));
        mc.put("correct", c.multipleChoice() && c.correct());
        doc.put("mc", mc);
        doc.put("gold_retrieved", c.goldRetrieved());
        doc.put("answer_text", answer == null ? null : answer.answer());
        doc.put("metrics", answer == null ? null : answer.metrics());
        doc.put("latency_ms", LatencySummary.round(c.latencyMillis()));
        doc.put("answer", c.raw() == null ? null : new RawValue(new String(c.raw(), StandardCharsets.UTF_8)));
        return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(doc);
    }

    private Map<String, Object> gold(EvalCase c) {
        var row = c.row();
        var map = new LinkedHashMap<String, Object>();
        map.put("letter", row.answer().isBlank() ? null : row.answer());
        map.put("passage_id", row.goldIdx().isBlank() ? null : row.goldIdx());
        String text = row.goldPassage().isBlank() ? gold.text(row.goldIdx()).orElse(null) : row.goldPassage();
        map.put("passage", text);
        return map;
    }

    private static Map<String, String> hop(Hop hop) {
        var map = new LinkedHashMap<String, String>();
        map.put("node", hop.node());
        map.put("route", hop.route());
        return map;
    }

    private static Map<String, Object> step(StepReport s, String goldId) {
        var map = new LinkedHashMap<String, Object>();
        map.put("id", s.id());
        map.put("question", s.question());
        map.put("status", s.status());
        map.put("confidence", s.confidence());
        map.put("queries", s.queries());
        map.put(
                "passages",
                s.passages().stream()
                        .map(p -> {
                            var passage = new LinkedHashMap<String, Object>();
                            passage.put("id", p.id());
                            passage.put("gold", p.id().equals(goldId));
                            passage.put("score", p.score());
                            passage.put("source", p.source());
                            passage.put("preview", p.preview());
                            return passage;
                        })
                        .toList());
        return map;
    }

    /** Mean confidence of the completed steps (what QA memory judges), or null when none completed. */
    static Double meanConfidence(EvalCase c) {
        if (!c.answered()) {
            return null;
        }
        var completed = c.answer().steps().stream()
                .filter(s -> s.status() == StepStatus.COMPLETED)
                .mapToDouble(StepReport::confidence)
                .average();
        return completed.isPresent() ? EvalFigures.round4(completed.getAsDouble()) : null;
    }
}
