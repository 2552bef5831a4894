package io.legalagent.model;

import java.util.Optional;

/**
 * The prompts this module loads, by file name, and the record each structured skill's reply fits (the
 * source of the JSON Schema sent with the call); the synthesis replies in prose.
 */
enum Skill {
    DETECT_INJECTION("detect_injection", ReplyShapes.Screen.class),
    CLASSIFY("classify", ReplyShapes.Classify.class),
    PLAN("plan", ReplyShapes.Plan.class),
    QUERY_REWRITE("query_rewrite", ReplyShapes.Rewrite.class),
    SYNTHESIZE_AND_CITE("synthesize_and_cite", null),
    REPLAN("replan", ReplyShapes.Replan.class),
    MC_SELECT("mc_select", ReplyShapes.Choice.class);

    private final String fileName;
    private final Class<? extends Record> shape;

    Skill(String fileName, Class<? extends Record> shape) {
        this.fileName = fileName;
        this.shape = shape;
    }

    /** The name a skill is loaded by: {@code skills/<name>.md}. */
    String skillName() {
        return fileName;
    }

    Optional<Class<? extends Record>> shape() {
        return Optional.ofNullable(shape);
    }

    boolean json() {
        return shape != null;
    }
}
