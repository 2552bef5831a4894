package io.legalagent.gateway;

import io.legalagent.replay.Replay;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/answers/{requestId}} (the answer exactly as published), its verification, the
 * text of a passage an answer cites, and the public key answers are signed with.
 */
@RestController
class AnswersController {
    private final RunIndex index;
    private final Verifications verifications;
    private final Passages passages;
    private final PublishedKey key;

    AnswersController(RunIndex index, Verifications verifications, Passages passages, PublishedKey key) {
        this.index = index;
        this.verifications = verifications;
        this.passages = passages;
        this.key = key;
    }

    /** The public key the observer's signatures verify with, PEM, for {@code ./legal replay --public-key}. */
    @GetMapping(path = "/api/public-key")
    ResponseEntity<String> publicKey() {
        return key.pem()
                .map(pem -> ResponseEntity.ok()
                        .contentType(MediaType.parseMediaType("application/x-pem-file"))
                        .body(pem))
                .orElseThrow(() -> Problems.notFound(
                        "no-public-key",
                        "No public key",
                        "this gateway has no answer public key (legal.gateway.answer-public-key)"));
    }

    @GetMapping(path = "/api/answers/{requestId}", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<byte[]> answer(@PathVariable String requestId) {
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_JSON)
                .body(answered(requestId).raw());
    }

    @GetMapping(path = "/api/answers/{requestId}/verification", produces = MediaType.APPLICATION_JSON_VALUE)
    Map<String, Object> verification(@PathVariable String requestId) {
        var answer = answered(requestId).answer();
        if (!Replay.replayable(answer)) {
            throw Problems.conflict(
                    "no-research-pack",
                    "Nothing to verify",
                    "the answer to " + requestId + " carries no ResearchPack (made before answers had one)");
        }
        return verifications.verify(requestId, answer);
    }

    @GetMapping(path = "/api/passages/{passageId}", produces = MediaType.APPLICATION_JSON_VALUE)
    Passages.PassageText passage(@PathVariable String passageId) {
        return passages.find(passageId)
                .orElseThrow(() -> Problems.notFound(
                        "no-passage", "No such passage", "the passage store holds no passage " + passageId));
    }

    private RequestLog.Run answered(String requestId) {
        return index.answer(requestId)
                .orElseThrow(() -> Problems.notFound(
                        "no-answer",
                        "No answer yet",
                        "no answer to request " + requestId + " (yet): follow /api/questions/" + requestId
                                + "/events, or ask again later"));
    }
}
