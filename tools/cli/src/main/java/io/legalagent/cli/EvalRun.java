package io.legalagent.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * An evaluation run as its report records it: what was asked, of which model, over which context,
 * when, and every question's record. {@code eval --report} writes it into {@code figures.json};
 * {@code eval --compare} reads two back.
 */
record EvalRun(Info info, List<QuestionRecord> questions) {
    static final String FIGURES = "figures.json";
    /** The model named when no answer carries a ResearchPack saying which it was. */
    static final String UNKNOWN = "unknown";

    /**
     * @param packSetSha256 the frozen pack set's hash, null for live retrieval
     * @param verification where the keys the verdicts were checked with came from
     */
    record Info(
            @JsonProperty("questions_file") String questionsFile,
            String provider,
            String model,
            @JsonProperty("pack_set_sha256") @Nullable String packSetSha256,
            String date,
            String verification) {}

    EvalRun {
        questions = List.copyOf(questions);
    }

    static EvalRun of(
            List<EvalCase> cases,
            String questionsFile,
            @Nullable String packSetSha256,
            AnswerVerdicts verdicts,
            Instant at) {
        var records = cases.stream()
                .map(c -> QuestionRecord.of(c, verdicts.of(c.answer())))
                .toList();
        var constants = cases.stream()
                .filter(c -> c.answered() && c.answer().researchPack() != null)
                .map(c -> c.answer().researchPack().constants())
                .findFirst();
        String provider = constants.map(m -> modelConstant(m, "provider")).orElse(null);
        String model = constants.map(m -> modelConstant(m, "model")).orElse(null);
        var info = new Info(
                questionsFile,
                provider == null ? UNKNOWN : provider,
                model == null || "null".equals(model) ? "-" : model,
                packSetSha256,
                at.toString(),
                verdicts.describe());
        return new EvalRun(info, records);
    }

    /**
     * A model setting as the ResearchPack records it, under each node's name ({@code
     * mc-selector.model.provider}): the mc-selector's, which chose the letter, else any node's.
     */
    static String modelConstant(Map<String, String> constants, String name) {
        String chosen = constants.get("mc-selector.model." + name);
        if (chosen != null) {
            return chosen;
        }
        return constants.entrySet().stream()
                .filter(e -> e.getKey().endsWith(".model." + name))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(null);
    }

    /** The run an earlier {@code eval --report} wrote into {@code dir}. */
    static EvalRun read(Path dir) throws UsageException {
        var file = dir.resolve(FIGURES);
        if (!Files.isRegularFile(file)) {
            throw new UsageException("no " + FIGURES + " in " + dir + ": give a folder eval --report wrote");
        }
        try {
            var root = Json.MAPPER.readTree(Files.readString(file));
            if (!root.has("run") || !root.has("questions")) {
                throw new UsageException(file + " is not an eval report's figures (no run or questions)");
            }
            var records = new ArrayList<QuestionRecord>();
            root.get("questions").forEach(q -> records.add(Json.MAPPER.treeToValue(q, QuestionRecord.class)));
            return new EvalRun(Json.MAPPER.treeToValue(root.get("run"), Info.class), records);
        } catch (IOException | RuntimeException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /** The model as a reader names it: provider and model. */
    String modelName() {
        return info.provider() + ("-".equals(info.model()) ? "" : " " + info.model());
    }
}
