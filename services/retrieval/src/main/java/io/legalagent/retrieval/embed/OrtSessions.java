package io.legalagent.retrieval.embed;

import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

/** Closing an ONNX Runtime session, whose checked failure no caller can act on. */
public final class OrtSessions {
    private OrtSessions() {}

    public static void close(OrtSession session) {
        try {
            session.close();
        } catch (OrtException e) {
            throw new IllegalStateException("could not close the ONNX session", e);
        }
    }
}
