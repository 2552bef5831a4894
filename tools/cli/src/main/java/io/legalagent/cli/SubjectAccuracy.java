package io.legalagent.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Accuracy of one subject's multiple-choice questions (or of all, {@link EvalReport#OVERALL}) with
 * its 95 % Wilson interval. A question with no answer or no letter counts as wrong.
 */
record SubjectAccuracy(String subject, int correct, int questions, double accuracy, double low, double high) {

    static SubjectAccuracy of(String subject, List<QuestionRecord> records) {
        var mc = records.stream().filter(QuestionRecord::multipleChoice).toList();
        int correct = (int) mc.stream().filter(QuestionRecord::correct).count();
        var interval = WilsonInterval.of(correct, mc.size());
        return new SubjectAccuracy(
                subject,
                correct,
                mc.size(),
                mc.isEmpty() ? 0 : (double) correct / mc.size(),
                interval.low(),
                interval.high());
    }

    /** Each subject with a multiple-choice question, in the table's order, then all of them. */
    static List<SubjectAccuracy> bySubject(List<QuestionRecord> records) {
        var groups = new TreeMap<String, List<QuestionRecord>>(EvalQuestions.SUBJECT_ORDER);
        records.stream().filter(QuestionRecord::multipleChoice).forEach(r -> groups.computeIfAbsent(
                        r.subject(), s -> new ArrayList<>())
                .add(r));
        var all = new ArrayList<SubjectAccuracy>();
        groups.forEach((subject, group) -> all.add(of(subject, group)));
        all.add(of(EvalReport.OVERALL, records));
        return all;
    }
}
