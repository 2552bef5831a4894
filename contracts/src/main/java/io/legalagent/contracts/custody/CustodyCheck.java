package io.legalagent.contracts.custody;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.contracts.route.Route;
import io.legalagent.contracts.route.RuntimeRoute;
import io.legalagent.contracts.route.Topology;
import io.legalagent.contracts.signing.NodeKeyring;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a run's chain of custody against the nodes' keyring: each hop signed by the key of the node
 * that made it, linked to the hop before, on a route the topology allows; and each part of the state
 * last vouched for by a node allowed to produce it, with the digest it has now. The observer checks
 * a state before it signs the answer; a replay checks an answer, whose parts it rebuilds in part.
 */
public final class CustodyCheck {
    private CustodyCheck() {}

    /** The state as it reaches the observer: every part must be vouched for. */
    public static CustodyVerdict of(AgentState state, NodeKeyring keys) {
        var chain = check(state.runId(), state.custody(), state.telemetry().trail(), keys);
        if (!chain.intact()) {
            return chain;
        }
        var last = state.telemetry().trail().get(state.telemetry().trail().size() - 1);
        if (!Topics.OBSERVER.equals(last.topic())) {
            return CustodyVerdict.broken(state.custody().size(), last.node(), "the last hop led to " + last.topic());
        }
        var unfinished = Producers.runtimeHopNotFailed(state.custody(), state.status());
        if (unfinished.isPresent()) {
            return unfinished.get();
        }
        return parts(Parts.of(state), Claims.of(state.custody()), edits(state), chain);
    }

    /**
     * A published answer: the chain up to the observer, and the parts the answer shows; parts it does
     * not show are covered by their hop's signature alone.
     */
    public static CustodyVerdict of(Answer answer, List<Attestation> custody, NodeKeyring keys) {
        var trail =
                answer.path().subList(0, Math.min(custody.size(), answer.path().size()));
        var chain = check(answer.runId(), custody, trail, keys);
        if (!chain.intact()) {
            return chain;
        }
        var unfinished = Producers.runtimeHopNotFailed(custody, answer.status());
        if (unfinished.isPresent()) {
            return unfinished.get();
        }
        return parts(AnswerParts.of(answer), Claims.of(custody), null, chain);
    }

    private static CustodyVerdict check(String runId, List<Attestation> chain, List<Hop> trail, NodeKeyring keys) {
        if (chain.isEmpty()) {
            return CustodyVerdict.broken(0, null, "no hop vouched for the run");
        }
        if (chain.size() < trail.size()) {
            // The first hop whose attestation is missing: where the hops' own numbers first skip one.
            int missing = 0;
            while (missing < chain.size() && chain.get(missing).hop() == missing + 1) {
                missing++;
            }
            return CustodyVerdict.broken(missing + 1, trail.get(missing).node(), "no attestation vouches for this hop");
        }
        if (chain.size() > trail.size()) {
            return CustodyVerdict.broken(0, null, chain.size() + " attestations for " + trail.size() + " hops");
        }
        String previous = null;
        for (int i = 0; i < chain.size(); i++) {
            var attestation = chain.get(i);
            var broken = link(runId, attestation, i + 1, trail.get(i), i == 0 ? null : trail.get(i - 1), previous, keys)
                    .or(() -> producedBy(attestation));
            if (broken.isPresent()) {
                return CustodyVerdict.broken(i + 1, attestation.node(), broken.get());
            }
            previous = Attestations.digest(attestation);
        }
        return CustodyVerdict.intact(chain.size());
    }

    private static Optional<String> link(
            String runId, Attestation attestation, int index, Hop hop, Hop before, String previous, NodeKeyring keys) {
        if (!runId.equals(attestation.runId())) {
            return Optional.of("the attestation belongs to run " + attestation.runId());
        }
        if (attestation.hop() != index) {
            return Optional.of("the attestation names hop " + attestation.hop());
        }
        if (!java.util.Objects.equals(previous, attestation.previous())) {
            return Optional.of("it does not link to the hop before");
        }
        if (!attestation.node().equals(hop.node())
                || !attestation.route().equals(hop.route())
                || !attestation.topic().equals(hop.topic())) {
            return Optional.of("the attestation names " + attestation.node() + " → " + attestation.route()
                    + " → " + attestation.topic() + " but the trail " + hop.node() + " → " + hop.route() + " → "
                    + hop.topic());
        }
        if (attestation.sig() == null) {
            return Optional.of("the attestation carries no signature");
        }
        var key = keys.byKeyId(attestation.keyid());
        if (key.isEmpty()) {
            return Optional.of("signed with key " + attestation.keyid() + ", which the keyring does not hold");
        }
        if (!key.get().node().id().equals(attestation.node())) {
            return Optional.of("signed with " + key.get().node().id() + "'s key, not " + attestation.node() + "'s");
        }
        if (!Attestations.verifies(attestation, key.get().key())) {
            return Optional.of("the signature does not verify: the attestation was changed after signing");
        }
        return topology(hop, before);
    }

    /** The hop's node made it on one of its own routes, to that route's topic, from the topic it reads. */
    private static Optional<String> topology(Hop hop, Hop before) {
        var node = nodeOf(hop.node());
        if (node.isEmpty() || node.get() == NodeName.OBSERVER) {
            return Optional.of(hop.node() + " makes no hop in the loop");
        }
        var route = routeOf(node.get(), hop.route());
        if (route.isEmpty()) {
            return Optional.of(hop.route() + " is not a route of " + hop.node());
        }
        if (!route.get().topic().topicName().equals(hop.topic())) {
            return Optional.of(hop.route() + " leads to " + route.get().topic().topicName() + ", not " + hop.topic());
        }
        boolean runtime = route.get() instanceof RuntimeRoute;
        if (before == null) {
            return node.get() == NodeName.GUARD || runtime
                    ? Optional.empty()
                    : Optional.of("a run starts at the guard, not at " + hop.node());
        }
        if (!node.get().inbox().equals(before.topic()) && !resumes(node.get(), before)) {
            return Optional.of(
                    hop.node() + " reads " + node.get().inbox() + ", but the hop before led to " + before.topic());
        }
        return Optional.empty();
    }

    /** The reviewer resumes the runs it parked: its hop right after its own PARKED hop reads agent.review. */
    private static boolean resumes(NodeName node, Hop before) {
        return node == NodeName.REVIEWER
                && before.node().equals(node.id())
                && before.route().equals(ReviewerRoute.PARKED.name())
                && before.topic().equals(Topics.REVIEW);
    }

    /** Every part the hop vouches for is of a kind its node may produce. */
    private static Optional<String> producedBy(Attestation attestation) {
        var node = nodeOf(attestation.node()).orElseThrow();
        for (String part : attestation.parts().keySet()) {
            if (!Producers.mayProduce(attestation, node, part)) {
                return Optional.of(attestation.node() + " may not produce part " + part);
            }
        }
        return Optional.empty();
    }

    private static Optional<NodeName> nodeOf(String id) {
        return Arrays.stream(NodeName.values()).filter(n -> n.id().equals(id)).findFirst();
    }

    private static Optional<Route> routeOf(NodeName node, String name) {
        return java.util.stream.Stream.concat(Topology.routesOf(node).stream(), Arrays.stream(RuntimeRoute.values()))
                .filter(r -> ((Enum<?>) r).name().equals(name))
                .findFirst();
    }

    /**
     * @param custody the whole chain, when {@code now} is every part of the state (a claimed part
     *     must then still be there); null when it is only the parts an answer shows
     */
    /** The reviewer's hops that resumed a run with an edited plan, which may leave planned steps out. */
    private static List<Attestation> edits(AgentState state) {
        boolean edited = state.review().rounds().stream()
                .anyMatch(r -> r.decision() != null && r.decision().action() == ReviewAction.EDIT);
        if (!edited) {
            return List.of();
        }
        return state.custody().stream()
                .filter(a ->
                        a.node().equals(NodeName.REVIEWER.id()) && a.route().equals(ReviewerRoute.PLAN_APPROVED.name()))
                .toList();
    }

    /**
     * A planned step an edit in review left out: a plan part gone, claimed before a reviewer's hop
     * that resumed a run whose review holds an edit. Its evidence, had it any, may not go.
     */
    private static boolean removedInReview(String part, Attestation by, List<Attestation> edits) {
        return PartKind.of(part).filter(k -> k == PartKind.PLAN).isPresent()
                && edits.stream().anyMatch(a -> a.hop() > by.hop());
    }

    /**
     * @param edits the reviewer's hops that edited the plan, when {@code now} is every part of the
     *     state (a claimed part must then still be there, unless an edit left it out); null when it
     *     is only the parts an answer shows
     */
    private static CustodyVerdict parts(
            Map<String, String> now, Claims claims, List<Attestation> edits, CustodyVerdict chain) {
        boolean complete = edits != null;
        for (var part : now.entrySet()) {
            var claim = claims.byPart().get(part.getKey());
            if (claim == null) {
                if (complete) {
                    return CustodyVerdict.broken(0, null, "part " + part.getKey() + " is vouched for by no node");
                }
                continue;
            }
            var by = claim.by();
            if (!claim.digest().equals(part.getValue())) {
                return CustodyVerdict.broken(
                        by.hop(), by.node(), "part " + part.getKey() + " differs from what " + by.node() + " signed");
            }
            var node = nodeOf(by.node());
            if (node.isEmpty() || !Producers.mayProduce(by, node.get(), part.getKey())) {
                return CustodyVerdict.broken(by.hop(), by.node(), by.node() + " may not produce part " + part.getKey());
            }
        }
        if (complete) {
            for (var claim : claims.byPart().entrySet()) {
                var by = claim.getValue().by();
                if (!now.containsKey(claim.getKey()) && !removedInReview(claim.getKey(), by, edits)) {
                    return CustodyVerdict.broken(
                            by.hop(),
                            by.node(),
                            "part " + claim.getKey() + ", vouched for by " + by.node() + ", is gone");
                }
            }
        }
        return chain;
    }
}
