package io.legalagent.model;

import io.legalagent.contracts.ReplyReading;
import java.util.Optional;

/** One exchange with a chat model: instructions and input in, the reply text and its token counts out. */
interface ModelClient {
    /**
     * @param instructions the skill prompt
     * @param input the data the skill works on
     * @param format the form the provider should hold the reply to: prose, JSON, or a JSON Schema
     */
    ModelReply chat(String instructions, String input, ReplyFormat format);

    /**
     * Calls the model for one skill, with its reply schema, and reads the reply with the skill's
     * reader. Reading is part of the call, not left to the caller, so a decorator (tracing) sees which
     * skill asked and how the reply was read; retries never repeat it, since only {@link #chat} is
     * guarded.
     */
    default <T> Read<T> ask(Skill skill, String instructions, String input, ReplyReader<T> reader) {
        var reply = chat(instructions, input, ReplyFormat.of(skill));
        var reading = reader.read(reply.text());
        return new Read<>(reply, reading.value(), reading.how());
    }

    /** A reply, what the skill's reader made of it, and how. */
    record Read<T>(ModelReply reply, Optional<T> value, ReplyReading reading) {
        boolean parseFailed() {
            return value.isEmpty();
        }
    }
}
