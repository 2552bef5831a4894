package io.legalagent.contracts.signing;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.DsseSignature;
import io.legalagent.contracts.custody.Attestation;
import java.nio.charset.StandardCharsets;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Signs a sealed answer and checks its signature. The signed payload is an in-toto statement whose
 * subject is the answer, named by run id and identified by its seal (the SHA-256 over the digests of
 * every field), and whose predicate lists those field digests, so that a verifier can name each field
 * changed since signing. The seal alone is a hash anyone can recompute; the signature says the
 * holder of the private key published exactly these fields.
 *
 * <p>An answer whose custody the observer checked also lists, in the predicate, who vouched for what:
 * each hop's number, node, key id and the names of the parts it signed. An answer without custody
 * makes exactly the statement it made before custody existed, so answers signed then still verify.
 *
 * <p>The statement is written here by hand, byte for byte the same for the same answer, so a verifier
 * rebuilds it from the answer and compares bytes rather than trusting a parser.
 */
public final class AnswerSigning {
    public static final String PAYLOAD_TYPE = "application/vnd.in-toto+json";
    static final String STATEMENT_TYPE = "https://in-toto.io/Statement/v1";
    static final String PREDICATE_TYPE = "urn:legal-agent:answer-seal:v1";

    private static final java.util.regex.Pattern FIELD_PAIR =
            java.util.regex.Pattern.compile("\"([A-Za-z]+)\":\"[0-9a-f]{64}\"");

    private AnswerSigning() {}

    /** The answer, sealed afresh, with an envelope signed by {@code key}. */
    public static Answer sign(Answer answer, SigningKey key) {
        var sealed = answer.sealed();
        return sealed.withSignature(Dsse.sign(PAYLOAD_TYPE, statement(sealed), key));
    }

    /** The in-toto statement this answer's fields make, as UTF-8 JSON. */
    public static byte[] statement(Answer answer) {
        var seal = answer.sealed().seal();
        var json = new StringBuilder()
                .append("{\"_type\":")
                .append(string(STATEMENT_TYPE))
                .append(",\"subject\":[{\"name\":")
                .append(string("answer/" + answer.runId()))
                .append(",\"digest\":{\"sha256\":")
                .append(string(seal.sha256()))
                .append("}}],\"predicateType\":")
                .append(string(PREDICATE_TYPE))
                .append(",\"predicate\":{\"requestId\":")
                .append(string(answer.requestId()))
                .append(",\"fields\":{");
        String separator = "";
        for (var field : seal.fields().entrySet()) {
            json.append(separator).append(fieldEntry(field.getKey(), field.getValue()));
            separator = ",";
        }
        json.append('}');
        if (answer.custody() != null && !answer.custody().isEmpty()) {
            json.append(",\"custody\":").append(custody(answer.custody()));
        }
        return json.append("}}").toString().getBytes(StandardCharsets.UTF_8);
    }

    /** {@code [{"hop":1,"node":"guard","keyid":"…","parts":["question",…]},…]}: who vouched for what. */
    private static String custody(List<Attestation> chain) {
        var json = new StringBuilder("[");
        String separator = "";
        for (var attestation : chain) {
            json.append(separator)
                    .append("{\"hop\":")
                    .append(attestation.hop())
                    .append(",\"node\":")
                    .append(string(attestation.node()))
                    .append(",\"keyid\":")
                    .append(string(attestation.keyid()))
                    .append(",\"parts\":[");
            String partSeparator = "";
            for (String part : attestation.parts().keySet()) {
                json.append(partSeparator).append(string(part));
                partSeparator = ",";
            }
            json.append("]}");
            separator = ",";
        }
        return json.append(']').toString();
    }

    /** Checks that {@code trusted} signed this answer's envelope and that the answer is what was signed. */
    public static SignatureCheck verify(Answer answer, PublicKey trusted) {
        var envelope = answer.signature();
        if (envelope == null) {
            return SignatureCheck.failed("the answer is not signed");
        }
        if (!PAYLOAD_TYPE.equals(envelope.payloadType())) {
            return SignatureCheck.failed("payloadType is " + envelope.payloadType() + ", not " + PAYLOAD_TYPE);
        }
        String trustedId = AnswerKeys.keyId(trusted);
        var signature = envelope.signatures().stream()
                .filter(s -> trustedId.equals(s.keyid()))
                .findFirst();
        if (signature.isEmpty()) {
            var ids = envelope.signatures().stream().map(DsseSignature::keyid).toList();
            return SignatureCheck.failed("signed by key " + ids + ", not by the trusted key " + trustedId);
        }
        if (!Dsse.verifies(envelope, signature.get(), trusted)) {
            return SignatureCheck.failed(
                    "the signature of key " + trustedId + " does not verify: the envelope was changed after signing");
        }
        var changed = changedFields(answer, new String(Dsse.payload(envelope), StandardCharsets.UTF_8));
        if (changed != null) {
            return SignatureCheck.failed("the answer differs from what was signed: " + changed);
        }
        return SignatureCheck.verified("signed by key " + trustedId);
    }

    /** Null when the signed statement is this answer's; else the fields changed since, in words. */
    private static String changedFields(Answer answer, String signed) {
        byte[] now = statement(answer);
        if (Arrays.equals(now, signed.getBytes(StandardCharsets.UTF_8))) {
            return null;
        }
        // The signed text is ours (its signature verified) and each field is one "name":"digest" pair.
        List<String> changed = new ArrayList<>();
        var fields = answer.sealed().seal().fields();
        fields.forEach((name, digest) -> {
            if (!signed.contains(fieldEntry(name, digest))) {
                changed.add(name);
            }
        });
        // A field signed but absent now (an optional one removed) is changed too.
        for (String name : signedFieldNames(signed)) {
            if (!fields.containsKey(name)) {
                changed.add(name);
            }
        }
        return changed.isEmpty() ? "its statement changed" : String.join(", ", changed) + " changed since signing";
    }

    /** The names in the signed statement's {@code fields} object, which holds "name":"digest" pairs only. */
    private static List<String> signedFieldNames(String signed) {
        int from = signed.indexOf("\"fields\":{");
        int to = from < 0 ? -1 : signed.indexOf('}', from);
        if (to < 0) {
            return List.of();
        }
        var names = new ArrayList<String>();
        var pairs = FIELD_PAIR.matcher(signed.substring(from, to));
        while (pairs.find()) {
            names.add(pairs.group(1));
        }
        return names;
    }

    private static String fieldEntry(String name, String digest) {
        return string(name) + ":" + string(digest);
    }

    /** A JSON string; null as JSON null. */
    static String string(String text) {
        if (text == null) {
            return "null";
        }
        var out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
