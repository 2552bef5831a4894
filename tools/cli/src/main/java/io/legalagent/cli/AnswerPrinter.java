package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.AnswerMetrics;
import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Source;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The answer for a person: status, how well its evidence holds, the markdown answer, the chosen
 * letter, the cited sources and apart those also consulted, the reviews (who decided what, when),
 * metrics, trace id, and the link to the run's trace when a trace viewer is configured.
 */
final class AnswerPrinter {
    /** The trace viewer's address (Jaeger's UI, for example http://localhost:16686). */
    static final String TRACE_UI_ENV = "LEGAL_TRACING_UI_URL";

    private final PrintStream out;
    private final String traceUi;

    /** {@code traceUi}: the trace viewer's base address, or null for none. */
    AnswerPrinter(PrintStream out, String traceUi) {
        this.out = out;
        this.traceUi =
                traceUi == null || traceUi.isBlank() ? null : traceUi.strip().replaceAll("/+$", "");
    }

    void print(Answer answer, Duration waited) {
        out.println();
        out.println("== " + headline(answer));
        if (answer.status() != RunStatus.ANSWERED) {
            out.println(answer.reason() == null ? "(no reason given)" : answer.reason());
        }
        if (answer.evidence() != null) {
            out.println(evidence(answer.evidence()));
        }
        if (answer.answer() != null && !answer.answer().isBlank()) {
            out.println();
            out.println(withoutSourceList(answer).strip());
        }
        if (answer.mcAnswer() != null) {
            out.println();
            out.println("Multiple-choice answer: (" + answer.mcAnswer() + ")");
        }
        printSources(answer);
        var reviews = ReviewLines.of(answer.review());
        if (!reviews.isEmpty()) {
            out.println();
            reviews.forEach(out::println);
        }
        out.println();
        if (answer.metrics() != null) {
            out.println("Metrics: " + metrics(answer.metrics()));
        }
        out.println(String.format(
                Locale.ROOT,
                "Request %s  run %s  trace %s  (%.1f s)",
                answer.requestId(),
                answer.runId(),
                answer.traceId() == null ? "-" : answer.traceId(),
                waited.toMillis() / 1000.0));
        if (answer.traceUrl() != null) {
            out.println("Trace: " + answer.traceUrl());
        } else if (traceUi != null && answer.traceId() != null) {
            // Services started without the setting: the asker's own tracing UI still finds the trace.
            out.println("Trace: " + traceLink(traceUi, answer.traceId()));
        }
    }

    /** Jaeger's (and Grafana Tempo's Jaeger-compatible) address of one trace. */
    static String traceLink(String traceUi, String traceId) {
        return traceUi + "/trace/" + traceId;
    }

    /** What the evidence line says: a warning unless every step found sufficient evidence. */
    static String evidence(EvidenceStrength strength) {
        return switch (strength) {
            case SUFFICIENT -> "Evidence: sufficient (every research step found sufficient evidence)";
            case PARTIAL -> "Evidence: PARTIAL - some research steps found too little evidence; read the answer with care";
            case INSUFFICIENT -> "Evidence: INSUFFICIENT - no research step found sufficient evidence; the answer rests on weak passages";
        };
    }

    /** The markdown's closing source lists: the passage lists below repeat them with previews. */
    private static String withoutSourceList(Answer answer) {
        String text = answer.answer();
        if (answer.sources().isEmpty() && consulted(answer).isEmpty()) {
            return text;
        }
        int list = text.lastIndexOf("\n## Sources\n");
        if (list < 0) {
            list = text.lastIndexOf("\n## Also consulted\n");
        }
        return list < 0 ? text : text.substring(0, list);
    }

    /** The passages kept and not cited; none in an answer published before they were listed apart. */
    private static List<Source> consulted(Answer answer) {
        return answer.alsoConsulted() == null ? List.of() : answer.alsoConsulted();
    }

    private static String headline(Answer answer) {
        var headline = new StringBuilder(String.valueOf(answer.status()));
        if (answer.errorKind() != null) {
            headline.append(" (").append(answer.errorKind()).append(')');
        }
        if (answer.queryType() != null) {
            headline.append(" - ").append(answer.queryType().name().toLowerCase(Locale.ROOT));
        }
        if (answer.library() != null) {
            headline.append(", library ").append(answer.library());
        }
        if (answer.fromCache()) {
            headline.append(", from the answer cache");
        }
        if (answer.degraded() != null) {
            headline.append(", cut short: ")
                    .append(answer.degraded()
                            .kind()
                            .name()
                            .toLowerCase(Locale.ROOT)
                            .replace('_', ' '));
        }
        return headline.toString();
    }

    private void printSources(Answer answer) {
        printPassages("Sources:", answer.sources());
        printPassages("Also consulted (kept by the research, not cited):", consulted(answer));
    }

    private void printPassages(String heading, List<Source> passages) {
        if (passages.isEmpty()) {
            return;
        }
        out.println();
        out.println(heading);
        for (Source s : passages) {
            out.println(String.format(
                    Locale.ROOT,
                    "  [Query %d][Source %d] %s (%s, score %.3f)",
                    s.query(),
                    s.number(),
                    s.id(),
                    origin(s),
                    s.score()));
            if (s.preview() != null && !s.preview().isBlank()) {
                out.println("      " + s.preview().replaceAll("\\s+", " ").strip());
            }
        }
    }

    /** A library document's citation (title, file, pages), else the corpus source's name. */
    static String origin(Source source) {
        return source.document() != null ? source.document().citation() : source.source();
    }

    private static String metrics(AnswerMetrics m) {
        return String.format(
                Locale.ROOT,
                "%d model calls (%d parse failures), %d/%d tokens in/out, %d steps completed, %d failed,"
                        + "%s %d iterations, %d hops, %.1f s",
                m.llmCalls(),
                m.parseFailures(),
                m.inputTokens(),
                m.outputTokens(),
                m.stepsCompleted(),
                m.stepsFailed(),
                // Answers published before the count existed do not carry it.
                m.stepsPending() == null ? "" : " " + m.stepsPending() + " pending,",
                m.iterations(),
                m.hops(),
                m.elapsedMillis() / 1000.0);
    }
}
