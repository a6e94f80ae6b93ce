import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { ProviderSettings } from "./config.ts";
import { echoModel } from "./echo.ts";

/**
 * A model object for `modelId` of a configured provider. Always a constructed object from the provider's
 * own package (a bare model string would route to the AI SDK vendor's hosted gateway). OpenAI is called
 * through its Chat Completions API. The provider instances are made once per provider, here, lazily.
 */
export type ModelFactory = (provider: ProviderSettings, modelId: string) => LanguageModel;

export const modelFactory = (): ModelFactory => {
  const made = new Map<string, (modelId: string) => LanguageModel>();
  const instanceOf = (p: ProviderSettings): ((modelId: string) => LanguageModel) => {
    switch (p.kind) {
      case "echo":
        return echoModel;
      case "openai": {
        const openai = createOpenAI({ apiKey: p.apiKey, baseURL: p.baseUrl });
        return (modelId) => openai.chat(modelId);
      }
      case "anthropic": {
        const anthropic = createAnthropic({ apiKey: p.apiKey, baseURL: p.baseUrl });
        return (modelId) => anthropic(modelId);
      }
      case "google": {
        const google = createGoogleGenerativeAI({ apiKey: p.apiKey, baseURL: p.baseUrl });
        return (modelId) => google(modelId);
      }
      case "openai-compatible": {
        const compatible = createOpenAICompatible({
          name: p.id,
          baseURL: p.baseUrl ?? "",
          apiKey: p.apiKey,
          // Streams end with a usage chunk (stream_options.include_usage), so streamed runs have usage.
          includeUsage: true,
        });
        return (modelId) => compatible.chatModel(modelId);
      }
    }
  };
  return (provider, modelId) => {
    let instance = made.get(provider.id);
    if (!instance) {
      instance = instanceOf(provider);
      made.set(provider.id, instance);
    }
    return instance(modelId);
  };
};
