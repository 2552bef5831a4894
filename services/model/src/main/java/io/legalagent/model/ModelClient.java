package io.legalagent.model;

/** One exchange with a chat model: instructions and input in, the reply text and its token counts out. */
interface ModelClient {
    /**
     * @param instructions the skill prompt
     * @param input the data the skill works on
     * @param json whether the provider should constrain the reply to JSON
     */
    ModelReply chat(String instructions, String input, boolean json);
}
