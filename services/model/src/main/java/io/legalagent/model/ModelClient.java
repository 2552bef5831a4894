package io.legalagent.model;

import java.util.Optional;
import java.util.function.Function;

/** One exchange with a chat model: instructions and input in, the reply text and its token counts out. */
interface ModelClient {
    /**
     * @param instructions the skill prompt
     * @param input the data the skill works on
     * @param json whether the provider should constrain the reply to JSON
     */
    ModelReply chat(String instructions, String input, boolean json);

    /**
     * Calls the model for one skill and reads the reply with the skill's parser. Reading is part of
     * the call, not left to the caller, so a decorator (tracing) sees which skill asked and whether
     * the reply was usable; retries never repeat it, since only {@link #chat} is guarded.
     *
     * @param read the skill's parser: empty when the reply is unusable
     */
    default <T> Read<T> ask(Skill skill, String instructions, String input, Function<String, Optional<T>> read) {
        var reply = chat(instructions, input, skill.json());
        return new Read<>(reply, read.apply(reply.text()));
    }

    /** A reply and what the skill's parser made of it. */
    record Read<T>(ModelReply reply, Optional<T> value) {
        boolean parseFailed() {
            return value.isEmpty();
        }
    }
}
