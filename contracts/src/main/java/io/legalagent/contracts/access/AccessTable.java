package io.legalagent.contracts.access;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topic;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.Grant.Resource;
import io.legalagent.contracts.route.Topology;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.stream.Stream;

/**
 * Who may do what on the broker, derived from the routing topology: a node reads its inbox with its
 * own group and writes the topics its routes lead to, plus what the runtime writes on its behalf
 * (the observer, for errors and the hop limit; {@code legal.progress}; its inbox's dead-letter
 * topic), with transactional ids of its own prefix. Only the guard keeps the request-id ledger; only
 * the memory also reads {@code legal.answers}, with its group {@code legal-memory-answers}. The
 * reviewer also reads its parked runs on {@code agent.review} (the whole topic, no group) and the decisions on
 * {@code legal.decisions} (group {@code legal-reviewer-decisions}), and writes the review events on
 * {@code legal.reviews}, the decisions of timed-out reviews and the decisions' dead letters. The
 * {@code client} identity asks: it writes questions and reads answers and progress; the
 * {@code gateway} asks for its signed-in callers on a topic only it may write,
 * {@code legal.gateway.questions}, with no consumer group (each replica reads every partition by
 * assignment), writes the audit trail, and also sends files to {@code legal.documents} and reads their
 * progress; it shows the parked runs and review events ({@code agent.review}, {@code legal.reviews}, by
 * assignment) and is the only one besides the reviewer that writes {@code legal.decisions}; the {@code auditor} only reads the audit trail; the
 * {@code pack-registrar} only writes the registered pack sets, {@code legal.packs}, which the guard reads
 * by assignment; the {@code ingest} service reads {@code legal.documents} with its own group and writes the
 * files' progress and its dead letters, with transactional ids of its own prefix; the lag reader only
 * describes the nodes' inboxes and groups. The admin, which
 * creates topics, users and these grants, is the broker's super user and is not listed.
 */
public final class AccessTable {
    /** Those who ask questions: the command line, kcat, a gateway. */
    public static final String CLIENT = "client";

    /** Sets up topics, users and ACLs; the broker's only super user. */
    public static final String ADMIN = "admin";

    /** The HTTP gateway: asks for its callers as the client does, under a login of its own. */
    public static final String GATEWAY = "gateway";

    /** The ingest service: files into libraries, from {@code legal.documents}. */
    public static final String INGEST = "ingest";

    /** Reads the audit trail, and nothing else ({@code ./legal audit}). */
    public static final String AUDITOR = "auditor";

    /** Reads the nodes' consumer lag, for autoscaling (KEDA in Kubernetes). */
    public static final String LAG_READER = "keda";

    /**
     * The memory service's group on {@code legal.answers}: it follows the signed answers and stores
     * those worth remembering in QA memory.
     */
    public static final String MEMORY_ANSWERS_GROUP = "legal-memory-answers";

    /** The reviewer's group on {@code legal.decisions}: each decision resumes its run once. */
    public static final String REVIEWER_DECISIONS_GROUP = "legal-reviewer-decisions";

    /** Publishes pack sets on {@code legal.packs} ({@code ./legal pack register}); its only grant. */
    public static final String PACK_REGISTRAR = "pack-registrar";

    /** Consumer groups of the client identity start with this. */
    public static final String CLIENT_GROUP_PREFIX = "legal-client-";

    private AccessTable() {}

    /**
     * Every identity with grants: the nine nodes in loop order and the reviewer, the ingest, the client, the gateway,
     * the auditor, the pack registrar,
     * the lag reader.
     */
    public static List<Identity> identities() {
        var all = new ArrayList<Identity>();
        Arrays.stream(NodeName.values()).map(AccessTable::node).forEach(all::add);
        all.add(ingest());
        all.add(client());
        all.add(gateway());
        all.add(auditor());
        all.add(packRegistrar());
        all.add(lagReader());
        return all;
    }

    /**
     * Describes each node's inbox and group: enough to compute the lag, not to read a record. The
     * guard's second inbox too, the gateway's questions, so that the gateway's questions scale it.
     */
    public static Identity lagReader() {
        var grants = new ArrayList<Grant>();
        for (var node : NodeName.values()) {
            grants.add(new Grant(Resource.TOPIC, node.inbox(), false, Grant.Operation.DESCRIBE));
            grants.add(new Grant(Resource.GROUP, groupOf(node), false, Grant.Operation.DESCRIBE));
        }
        grants.add(new Grant(Resource.TOPIC, Topic.GATEWAY_QUESTIONS.topicName(), false, Grant.Operation.DESCRIBE));
        // Decisions waiting resume runs: they scale the reviewer as its inbox does.
        grants.add(new Grant(Resource.TOPIC, Topic.DECISIONS.topicName(), false, Grant.Operation.DESCRIBE));
        grants.add(new Grant(Resource.GROUP, REVIEWER_DECISIONS_GROUP, false, Grant.Operation.DESCRIBE));
        return new Identity(LAG_READER, grants);
    }

    /** A node's consumer group. */
    public static String groupOf(NodeName node) {
        return "legal-" + node.id();
    }

    /** The prefix of every transactional id a node's producers use. */
    public static String transactionalIdPrefixOf(NodeName node) {
        return "legal-" + node.id() + "-";
    }

    public static Identity node(NodeName node) {
        var grants = new ArrayList<Grant>();
        grants.add(Grant.read(Resource.TOPIC, node.inbox()));
        grants.add(Grant.read(Resource.GROUP, groupOf(node)));
        writtenBy(node).forEach(topic -> grants.add(Grant.write(Resource.TOPIC, topic)));
        grants.add(new Grant(Resource.TRANSACTIONAL_ID, transactionalIdPrefixOf(node), true, Grant.Operation.WRITE));
        if (node == NodeName.GUARD) {
            grants.add(Grant.read(Resource.TOPIC, Topics.REQUEST_IDS));
            grants.add(Grant.write(Resource.TOPIC, Topics.REQUEST_IDS));
            grants.add(Grant.read(Resource.TOPIC, Topics.GATEWAY_QUESTIONS));
            grants.add(Grant.write(Resource.TOPIC, Topics.deadLetterOf(Topics.GATEWAY_QUESTIONS)));
            grants.add(Grant.read(Resource.TOPIC, Topics.PACKS));
        }
        if (node == NodeName.MEMORY) {
            // QA memory entries are written from signed answers only, never from a state in the loop.
            grants.add(Grant.read(Resource.TOPIC, Topic.ANSWERS.topicName()));
            grants.add(Grant.read(Resource.GROUP, MEMORY_ANSWERS_GROUP));
        }
        if (node == NodeName.REVIEWER) {
            grants.addAll(reviewing());
        }
        return new Identity(node.id(), grants);
    }

    /**
     * What the reviewer needs besides its routes: its view of the parked runs (every partition, by
     * assignment), the decisions with its own group, the review events, the decisions its sweep makes
     * for reviews that timed out, and the dead letters of unreadable decisions.
     */
    private static List<Grant> reviewing() {
        return List.of(
                Grant.read(Resource.TOPIC, Topics.REVIEW),
                Grant.read(Resource.TOPIC, Topics.DECISIONS),
                Grant.read(Resource.GROUP, REVIEWER_DECISIONS_GROUP),
                Grant.write(Resource.TOPIC, Topics.REVIEWS),
                Grant.write(Resource.TOPIC, Topics.DECISIONS),
                Grant.write(Resource.TOPIC, Topics.deadLetterOf(Topics.DECISIONS)));
    }

    /** The topics a node writes: its routes', then the runtime's own on its behalf. */
    static List<String> writtenBy(NodeName node) {
        var topics = new LinkedHashSet<String>();
        Topology.routesOf(node).forEach(route -> topics.add(route.topic().topicName()));
        Stream.of(Topics.OBSERVER, Topics.PROGRESS, Topics.deadLetterOf(node.inbox()))
                .forEach(topics::add);
        return List.copyOf(topics);
    }

    public static Identity client() {
        var grants = new ArrayList<>(asking());
        grants.add(new Grant(Resource.GROUP, CLIENT_GROUP_PREFIX, true, Grant.Operation.READ));
        return new Identity(CLIENT, grants);
    }

    /**
     * Asking for signed-in callers on the gateway's own topic (never {@code legal.questions}, whose
     * questions belong to one configured owner), without consumer groups (the gateway reads by
     * assignment); the audit trail; the library's upload: files to {@code legal.documents}, their
     * progress back; and review: the parked runs and review events to show, by assignment, and the
     * decisions of its signed-in reviewers.
     */
    public static Identity gateway() {
        var grants = new ArrayList<Grant>();
        grants.add(Grant.write(Resource.TOPIC, Topic.GATEWAY_QUESTIONS.topicName()));
        grants.add(Grant.read(Resource.TOPIC, Topic.ANSWERS.topicName()));
        grants.add(Grant.read(Resource.TOPIC, Topic.PROGRESS.topicName()));
        grants.add(Grant.write(Resource.TOPIC, Topic.AUDIT.topicName()));
        grants.add(Grant.write(Resource.TOPIC, Topic.DOCUMENTS.topicName()));
        grants.add(Grant.read(Resource.TOPIC, Topic.DOCUMENT_PROGRESS.topicName()));
        grants.add(Grant.read(Resource.TOPIC, Topic.REVIEW.topicName()));
        grants.add(Grant.read(Resource.TOPIC, Topic.REVIEWS.topicName()));
        grants.add(Grant.write(Resource.TOPIC, Topic.DECISIONS.topicName()));
        return new Identity(GATEWAY, grants);
    }

    /** Reads the audit trail by assignment: no group, no other topic. */
    public static Identity auditor() {
        return new Identity(AUDITOR, List.of(Grant.read(Resource.TOPIC, Topic.AUDIT.topicName())));
    }

    /**
     * Writes the registered pack sets and nothing else: no node (the evaluator's included) and no
     * asker may, so a frozen context is accepted only from a pack set whoever holds this login published.
     */
    public static Identity packRegistrar() {
        return new Identity(PACK_REGISTRAR, List.of(Grant.write(Resource.TOPIC, Topic.PACKS.topicName())));
    }

    /** The ingest's consumer group. */
    public static String ingestGroup() {
        return "legal-" + INGEST;
    }

    /**
     * Reads the file requests with its group; writes their progress and the dead letters of refused
     * requests, in transactions of its own prefix.
     */
    public static Identity ingest() {
        return new Identity(
                INGEST,
                List.of(
                        Grant.read(Resource.TOPIC, Topic.DOCUMENTS.topicName()),
                        Grant.read(Resource.GROUP, ingestGroup()),
                        Grant.write(Resource.TOPIC, Topic.DOCUMENT_PROGRESS.topicName()),
                        Grant.write(Resource.TOPIC, Topic.DOCUMENTS_DLT.topicName()),
                        new Grant(Resource.TRANSACTIONAL_ID, "legal-" + INGEST + "-", true, Grant.Operation.WRITE)));
    }

    /** What asking takes: write a question, read the answers and the progress events. */
    private static List<Grant> asking() {
        return List.of(
                Grant.write(Resource.TOPIC, Topic.QUESTIONS.topicName()),
                Grant.read(Resource.TOPIC, Topic.ANSWERS.topicName()),
                Grant.read(Resource.TOPIC, Topic.PROGRESS.topicName()));
    }
}
