package io.legalagent.cli;

import io.legalagent.contracts.EvidenceStrength;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The evaluation's figures per subject and overall, as a table and as one JSON document. */
final class EvalReport {
    static final String OVERALL = "all";

    private final Map<String, EvalFigures> bySubject;
    private final EvalFigures overall;

    private EvalReport(Map<String, EvalFigures> bySubject, EvalFigures overall) {
        this.bySubject = bySubject;
        this.overall = overall;
    }

    static EvalReport of(List<EvalCase> cases) {
        var groups = new TreeMap<String, List<EvalCase>>(EvalQuestions.SUBJECT_ORDER);
        cases.forEach(c -> groups.computeIfAbsent(EvalQuestions.label(c.row()), s -> new ArrayList<>())
                .add(c));
        var bySubject = new LinkedHashMap<String, EvalFigures>();
        groups.forEach((subject, group) -> bySubject.put(subject, EvalFigures.of(group)));
        return new EvalReport(bySubject, EvalFigures.of(cases));
    }

    Map<String, EvalFigures> bySubject() {
        return bySubject;
    }

    EvalFigures overall() {
        return overall;
    }

    String table() {
        var text = new StringBuilder(String.format(
                Locale.ROOT,
                "%-14s %5s  %-14s %-14s %-11s %6s  %-13s %-22s %6s  %s%n",
                "subject",
                "n",
                "MC accuracy",
                "gold hit@5",
                "steps mean/med",
                "LLM",
                "latency p50/p95",
                "answered/rej/fail/none",
                "cached",
                "evidence suff/part/insuff"));
        bySubject.forEach((subject, figures) -> text.append(row(subject, figures)));
        text.append(row(OVERALL, overall));
        return text.toString();
    }

    private static String row(String subject, EvalFigures f) {
        return String.format(
                Locale.ROOT,
                "%-14s %5d  %-14s %-14s %5.2f / %-5s %6.1f  %5.1f / %-5s %-22s %6d  %s%n",
                subject,
                f.questions(),
                share(f.correct(), f.multipleChoice()),
                share(f.goldHits(), f.withGold()),
                f.meanSteps(),
                trim(f.medianSteps()),
                f.meanLlmCalls(),
                f.latency().p50() / 1000,
                String.format(Locale.ROOT, "%.1f s", f.latency().p95() / 1000),
                f.count("ANSWERED") + "/" + f.count("REJECTED") + "/" + f.count("FAILED") + "/"
                        + f.count(EvalCase.NO_ANSWER),
                f.fromCache(),
                f.evidence(EvidenceStrength.SUFFICIENT) + "/" + f.evidence(EvidenceStrength.PARTIAL) + "/"
                        + f.evidence(EvidenceStrength.INSUFFICIENT));
    }

    /** "12/40 30.0%", or "-" when nothing counts. */
    private static String share(int part, int whole) {
        return whole == 0 ? "-" : String.format(Locale.ROOT, "%d/%d %.1f%%", part, whole, 100.0 * part / whole);
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    /** {@code {"overall": {...}, "subjects": {"TORTS": {...}, ...}}} plus what the caller adds. */
    Map<String, Object> figures() {
        var subjects = new LinkedHashMap<String, Object>();
        bySubject.forEach((subject, figures) -> subjects.put(subject, figures.figures()));
        var document = new LinkedHashMap<String, Object>();
        document.put("overall", overall.figures());
        document.put("subjects", subjects);
        return document;
    }
}
