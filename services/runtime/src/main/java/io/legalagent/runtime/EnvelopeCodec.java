package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.SchemaVersion;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** JSON encoding of every message on the wire; decoding refuses other schema versions. */
public final class EnvelopeCodec {
    private final JsonMapper mapper = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    public byte[] encode(Object message) {
        return mapper.writeValueAsBytes(message);
    }

    public <T> T decode(byte[] bytes, Class<T> type) {
        return mapper.readValue(bytes, type);
    }

    AgentState decodeState(byte[] bytes) throws UnreadableRecord {
        if (bytes == null) {
            throw new UnreadableRecord("record has no value");
        }
        AgentState state;
        try {
            state = mapper.readValue(bytes, AgentState.class);
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            throw new UnreadableRecord("not an AgentState: " + shortMessage(e));
        }
        if (state.schemaVersion() != SchemaVersion.ENVELOPE) {
            throw new UnreadableRecord("unsupported schemaVersion " + state.schemaVersion() + "; this service reads "
                    + SchemaVersion.ENVELOPE);
        }
        return state;
    }

    private static String shortMessage(Exception e) {
        var message = e instanceof JacksonException je ? je.getOriginalMessage() : e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message;
    }
}
