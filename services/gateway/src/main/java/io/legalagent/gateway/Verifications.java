package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.replay.CustodyTrust;
import io.legalagent.replay.Replay;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.springframework.core.env.Environment;

/**
 * The replay verdict of an answer, as {@code ./legal replay --json} prints it, with no model call:
 * each step's retrieval is done again against today's store and every shown field is checked
 * against the answer's seal and ResearchPack; the signature is checked with the published key, the
 * chain of custody with the published node keys, and a cached answer's source with the answer of the
 * run it names, while the gateway holds it.
 */
final class Verifications {
    private static final String PREFIX = "LEGAL_RETRIEVAL_";

    private final Function<String, String> variables;
    private final Path skills;
    private final SharedRetrievers retrievers;
    private final PublishedKey key;
    private final PublishedKeyring keyring;
    private final RunIndex index;

    Verifications(
            Environment environment,
            GatewaySettings settings,
            SharedRetrievers retrievers,
            PublishedKey key,
            PublishedKeyring keyring,
            RunIndex index) {
        this.variables = retrievalVariables(environment);
        this.skills = Path.of(settings.skillsDirectory());
        this.retrievers = retrievers;
        this.key = key;
        this.keyring = keyring;
        this.index = index;
    }

    /** The verdict, with whether the library holds each cited passage ({@link HeldPassages}). */
    Map<String, Object> verify(String requestId, Answer answer, List<HeldPassages.Check> passages) {
        // The keyring as it is now: a rotation adds keys without a restart.
        var custody = new CustodyTrust(keyring.current(), "the published node keys", false);
        var replay = new Replay(variables, skills, retrievers, key.trust(), custody);
        var verdict = replay.verify(answer, index::answerOfRun);
        var json = new LinkedHashMap<String, Object>();
        json.put("requestId", requestId);
        json.putAll(verdict.json());
        json.put("passages", passages);
        return json;
    }

    /**
     * The replay reads {@code LEGAL_RETRIEVAL_*} variable names; here they come from this service's
     * {@code legal.retrieval.*} settings, so properties, variables and files all count.
     */
    static Function<String, String> retrievalVariables(Environment environment) {
        return name -> {
            if (!name.startsWith(PREFIX)) {
                return null;
            }
            String property = "legal.retrieval."
                    + name.substring(PREFIX.length()).toLowerCase(Locale.ROOT).replace('_', '-');
            return environment.getProperty(property);
        };
    }
}
