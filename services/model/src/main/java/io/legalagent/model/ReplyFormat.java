package io.legalagent.model;

import dev.langchain4j.model.chat.request.json.JsonSchema;
import org.jspecify.annotations.Nullable;

/** What a model call asks of the reply's form: prose, any JSON, or JSON that fits a schema. */
record ReplyFormat(boolean json, @Nullable JsonSchema schema) {
    static final ReplyFormat TEXT = new ReplyFormat(false, null);
    static final ReplyFormat JSON = new ReplyFormat(true, null);

    static ReplyFormat of(Skill skill) {
        return SkillSchemas.of(skill)
                .map(schema -> new ReplyFormat(true, schema))
                .orElse(TEXT);
    }
}
