package io.legalagent.cli;

import io.legalagent.report.Bars;
import io.legalagent.report.Chart;
import io.legalagent.report.Lines;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A chaos run on one clock, seconds from the first question published: each question's answer
 * latency at the time it was asked, the kills, and per kill how long until its process was back, its
 * work resumed and the next answer was committed.
 *
 * @param questions every published question, in the order asked
 * @param kills in the order they happened
 */
record ChaosTimeline(List<ChaosTimeline.Question> questions, List<ChaosTimeline.Kill> kills, double deadlineS) {
    static final String ANSWERED = "answered in time";
    static final String LATE = "answered late";
    static final String NONE = "no answer (drawn at the deadline)";

    /**
     * @param answeredS when its first committed answer was written, null without one
     * @param latencyS from publishing to that answer, null without one
     */
    record Question(String requestId, double askedS, Double answeredS, Double latencyS, String series) {}

    /**
     * @param number from 1, in the order of the kills
     * @param backS from the kill until the process was back (ready), null when it was not
     * @param resumedS until the killed node's next hop (any node's, for the broker), null when idle
     * @param nextAnswerS until the next answer committed after the kill, null when none came
     */
    record Kill(int number, String target, double killedS, Double backS, Double resumedS, Double nextAnswerS) {
        String label() {
            return "#" + number + " " + target;
        }
    }

    static ChaosTimeline of(ChaosRun run, List<DeliveredAnswer> delivered, Recoveries recoveries) {
        long start = run.startedAtMs();
        var first = new HashMap<String, Long>();
        delivered.forEach(a -> first.merge(a.requestId(), a.atMs(), Math::min));
        double deadline = run.deadlineSeconds();
        var questions = new ArrayList<Question>();
        run.questions().stream()
                .filter(ChaosRun.Asked::published)
                .sorted(Comparator.comparingLong(ChaosRun.Asked::publishedAtMs))
                .forEach(q -> questions.add(question(q, first.get(q.requestId()), start, deadline)));
        var resumption = WorkResumption.of(run, recoveries);
        var answerTimes =
                first.values().stream().filter(at -> at >= start).sorted().toList();
        var kills = new ArrayList<Kill>();
        for (var k : recoveries.kills()) {
            Long resumed = resumption.resumedMs().get(k);
            kills.add(new Kill(
                    kills.size() + 1,
                    k.target(),
                    seconds(k.killedAtMs() - start),
                    k.back() ? seconds(k.recoveryMillis()) : null,
                    resumed == null ? null : seconds(resumed),
                    answerTimes.stream()
                            .filter(at -> at > k.killedAtMs())
                            .findFirst()
                            .map(at -> seconds(at - k.killedAtMs()))
                            .orElse(null)));
        }
        return new ChaosTimeline(questions, kills, deadline);
    }

    private static Question question(ChaosRun.Asked asked, Long answeredAtMs, long start, double deadline) {
        double askedS = seconds(asked.publishedAtMs() - start);
        if (answeredAtMs == null) {
            return new Question(asked.requestId(), askedS, null, null, NONE);
        }
        double latency = seconds(answeredAtMs - asked.publishedAtMs());
        return new Question(
                asked.requestId(),
                askedS,
                seconds(answeredAtMs - start),
                latency,
                latency > deadline ? LATE : ANSWERED);
    }

    /** Each question a dot at (asked, latency), a dashed line at each kill labelled with its process. */
    Chart latencyChart() {
        var lines = Lines.of("chaos-timeline", "Answer latency over the run, kills marked")
                .axes("seconds since the first question (when each was asked)", "answer latency (s)");
        for (String series : List.of(ANSWERED, LATE, NONE)) {
            if (questions.stream().anyMatch(q -> q.series().equals(series))) {
                lines.dots(series);
            }
        }
        for (var q : questions) {
            lines.point(q.series(), q.askedS(), q.latencyS() == null ? deadlineS : q.latencyS());
        }
        kills.forEach(k -> lines.marker(k.killedS(), "kill " + k.target()));
        return lines.draw();
    }

    /** Per kill: seconds until its process was back, its work resumed and the next answer came. */
    Chart resumeChart() {
        var bars = Bars.of("chaos-resume", "After each kill: back, work resumed, next answer")
                .axes("kill", "seconds after the kill")
                .horizontal();
        for (var k : kills) {
            bar(bars, "process back", k, k.backS());
            bar(bars, "work resumed", k, k.resumedS());
            bar(bars, "next answer", k, k.nextAnswerS());
        }
        return bars.draw();
    }

    private static void bar(Bars bars, String series, Kill kill, Double seconds) {
        bars.bar(series, kill.label(), seconds == null ? 0 : seconds);
    }

    /** The points and kills as figures.json holds them: seconds, snake_case. */
    Map<String, Object> figures() {
        var points = questions.stream()
                .map(q -> {
                    var map = new LinkedHashMap<String, Object>();
                    map.put("request_id", q.requestId());
                    map.put("asked_s", q.askedS());
                    map.put("answered_s", q.answeredS());
                    map.put("latency_s", q.latencyS());
                    map.put("series", q.series());
                    return map;
                })
                .toList();
        var killed = kills.stream()
                .map(k -> {
                    var map = new LinkedHashMap<String, Object>();
                    map.put("number", k.number());
                    map.put("target", k.target());
                    map.put("killed_s", k.killedS());
                    map.put("back_s", k.backS());
                    map.put("resumed_s", k.resumedS());
                    map.put("next_answer_s", k.nextAnswerS());
                    return map;
                })
                .toList();
        var map = new LinkedHashMap<String, Object>();
        map.put("deadline_s", deadlineS);
        map.put("questions", points);
        map.put("kills", killed);
        return map;
    }

    private static double seconds(long millis) {
        return millis / 1000.0;
    }
}
