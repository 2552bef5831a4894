package io.legalagent.replay;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a replay found: the signature, the chain of custody, the seal, the constants, the corpus, each step, the answer text, and notes on
 * what it could not check. It matches only when no part differs.
 */
public record ReplayVerdict(
        String runId,
        SignatureTrust.Verdict signature,
        CustodyTrust.Verdict custody,
        boolean sealHolds,
        List<Difference> constants,
        List<Difference> corpus,
        List<StepReplay.Result> steps,
        Difference answerText,
        List<Difference> answerFields,
        List<String> notes) {

    /** True when the signature failed: the answer is not what its publisher signed, or nobody trusted did. */
    public boolean signatureFailed() {
        return signature.failed();
    }

    /** True when the chain of custody is broken, or required and missing. */
    public boolean custodyFailed() {
        return custody.failed();
    }

    public boolean matches() {
        return !signature.failed()
                && !custody.failed()
                && sealHolds
                && constants.isEmpty()
                && corpus.isEmpty()
                && steps.stream().allMatch(StepReplay.Result::matches)
                && answerText == null
                && answerFields.isEmpty();
    }

    public void print(PrintStream out) {
        out.println("replay of run " + runId);
        out.println("signature: " + signature.status().name().replace('_', ' ') + " (" + signature.detail() + ")");
        out.println("custody: " + custody.line());
        out.println("seal: " + (sealHolds ? "MATCH" : "BROKEN (the pack was changed after it was sealed)"));
        section(out, "constants", constants);
        section(out, "corpus", corpus);
        for (var step : steps) {
            section(out, "step " + step.stepId(), step.differences());
        }
        out.println("answer text: " + (answerText == null ? "MATCH" : answerText.detail()));
        section(out, "answer fields", answerFields);
        notes.forEach(note -> out.println("note: " + note));
        out.println(
                matches()
                        ? "MATCH"
                        : signatureFailed() ? "FAILED: signature" : custodyFailed() ? "FAILED: custody" : "DIFFERS");
    }

    /** The verdict as JSON, the same for {@code ./legal replay --json} and the gateway. */
    public Map<String, Object> json() {
        var json = new LinkedHashMap<String, Object>();
        json.put("runId", runId);
        json.put("match", matches());
        json.put("signature", Map.of("status", signature.status().name(), "detail", signature.detail()));
        var chain = new LinkedHashMap<String, Object>();
        chain.put("status", custody.status().name());
        chain.put("detail", custody.detail());
        chain.put("hop", custody.hop());
        chain.put("node", custody.node());
        json.put("custody", chain);
        json.put("sealHolds", sealHolds);
        json.put("constants", details(constants));
        json.put("corpus", details(corpus));
        var stepList = new ArrayList<Map<String, Object>>();
        for (var step : steps) {
            var s = new LinkedHashMap<String, Object>();
            s.put("id", step.stepId());
            s.put("match", step.matches());
            s.put("differences", details(step.differences()));
            stepList.add(s);
        }
        json.put("steps", stepList);
        json.put("answerTextMatches", answerText == null);
        json.put("answerFields", details(answerFields));
        json.put("notes", notes);
        return json;
    }

    private static void section(PrintStream out, String name, List<Difference> differences) {
        if (differences.isEmpty()) {
            out.println(name + ": MATCH");
            return;
        }
        out.println(name + ": DIFFERS");
        differences.forEach(d -> out.println("  " + d.detail()));
    }

    private static List<String> details(List<Difference> differences) {
        return differences.stream().map(Difference::detail).toList();
    }
}
