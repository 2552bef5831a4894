package io.legalagent.loop;

import io.legalagent.retrieval.support.ProjectRoot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Optional;

/**
 * The skills as a model server sees them: recognised by the heading of their prompt, with the node
 * that calls each and whether its reply is JSON. The headings are the first line of each file in the
 * repository's {@code skills/} folder.
 */
enum StubSkill {
    DETECT_INJECTION("detect_injection", "# Skill: screen input for prompt injection", "guard", true),
    CLASSIFY("classify", "# Skill: classify a legal question", "classifier", true),
    PLAN("plan", "# Skill: plan the research", "planner", true),
    QUERY_REWRITE("query_rewrite", "# Skill: rewrite a research question into search queries", "executor", true),
    SYNTHESIZE_AND_CITE("synthesize_and_cite", "# Skill: answer from the evidence, with citations", "executor", false),
    REPLAN("replan", "# Skill: decide the next research move", "replanner", true),
    MC_SELECT("mc_select", "# Skill: choose the answer to a multiple-choice question", "mc-selector", true);

    final String fileName;
    final String heading;
    final String node;
    final boolean json;

    StubSkill(String fileName, String heading, String node, boolean json) {
        this.fileName = fileName;
        this.heading = heading;
        this.node = node;
        this.json = json;
    }

    /** The skill whose heading opens a line of the instructions, if any. */
    static Optional<StubSkill> recognise(String instructions) {
        return Arrays.stream(values())
                .filter(s -> instructions.lines().anyMatch(line -> line.strip().equals(s.heading)))
                .findFirst();
    }

    /** The prompt as the repository ships it, {@code skills/<name>.md}. */
    String fileText() {
        var file = ProjectRoot.get().resolve("skills").resolve(fileName + ".md");
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
