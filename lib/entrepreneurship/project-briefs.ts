import type { ScopeId } from "./arenas";

export interface ProjectBrief {
  title: string;
  description: string;
}

/** Briefs name the body that publishes a changing figure or rule instead of quoting it. */
export const PROJECT_BRIEFS: Record<ScopeId, readonly ProjectBrief[]> = {
  local: [
    {
      title: "Pop-up Stall Saturday",
      description:
        "Run a stall for one Saturday at a taxi rank, school gate or market. Price every item from its unit cost, record each sale, and report what sold, what did not and what the day earned.",
    },
    {
      title: "Customer Interview Week",
      description:
        "Each member asks five people nearby about a problem they already spend money on. Bring back their own words and the need you heard most often.",
    },
    {
      title: "Buying Club Trial",
      description:
        "Pool one stock order with two or three neighbouring traders at a wholesaler. Compare the price per item, including the taxi fare, with what each trader pays buying alone.",
    },
    {
      title: "Street Map of Businesses",
      description:
        "Map every business within walking distance of where your group meets: what each sells, its hours and its prices. Mark the gap a new business could fill.",
    },
    {
      title: "Waste into Stock",
      description:
        "Find something your community throws away that a business buys or could use. Collect a small batch, find a buyer and work out what it earns per hour of work.",
    },
    {
      title: "Cash Book Challenge",
      description:
        "For two weeks, help a small business write down every rand it takes in and pays out. Close with a one-page summary of its profit or loss and one change it could make.",
    },
  ],
  national: [
    {
      title: "Registering a Company, on Paper",
      description:
        "Walk through registering a private company with the CIPC without filing anything: choose a name, list what each step asks for, and note where the CIPC publishes its current fees.",
    },
    {
      title: "Supplier Shortlist",
      description:
        "Find three South African suppliers for one product your group could sell. Compare price, minimum order, delivery time and payment terms in one table.",
    },
    {
      title: "Retail Shelf Pitch",
      description:
        "Prepare a one-page pitch to a store manager for a locally made product: its packaging and barcode, the price to the store, and how you would keep the shelf stocked.",
    },
    {
      title: "Price Check Across Provinces",
      description:
        "Compare the price of one everyday product in at least three provinces, from members' own shops or online listings, and explain why the prices differ.",
    },
    {
      title: "Funding Finder",
      description:
        "List support programmes for young entrepreneurs that your group could apply to, each with who qualifies, what it offers and the official page to check before applying.",
    },
    {
      title: "Tax Basics Poster",
      description:
        "Make a one-page poster explaining turnover tax, income tax and VAT registration for a small business, and send readers to SARS for the current thresholds.",
    },
  ],
  continental: [
    {
      title: "Cross-Border Cost Sheet",
      description:
        "Cost moving one box of goods from your town to a city in a neighbouring SADC country: transport, border paperwork, duties to check and time on the road. Name the source of every figure.",
    },
    {
      title: "AfCFTA Opportunity Brief",
      description:
        "Choose one product and one African market. Explain how the African Continental Free Trade Area could change the cost of selling there, and what is not yet settled.",
    },
    {
      title: "Label for Another Language",
      description:
        "Redesign one product's label for a market that reads another language, such as French, Portuguese or Kiswahili, and ask a speaker of that language to check it.",
    },
    {
      title: "Paying by Phone Across Africa",
      description:
        "Compare how customers pay with their phones in two African countries, and what a South African seller would need in order to accept those payments.",
    },
    {
      title: "Diaspora Customer Interviews",
      description:
        "Talk to people from another African country who live near you about the products from home they struggle to buy here, and what they would pay for them.",
    },
    {
      title: "Trade Fair Stand Plan",
      description:
        "Plan a stand at a regional trade fair: what you would show, what the stand would cost, whom you want to meet and how you would follow up afterwards.",
    },
  ],
  global: [
    {
      title: "Export Readiness Checklist",
      description:
        "Pick one South African product and list what exporting it would take: registration as an exporter, the buyer country's product standards, packaging and payment. Name the official source for each.",
    },
    {
      title: "Online Catalogue Launch",
      description:
        "Build a simple online catalogue for one product, on paper or a free site, with prices in rand and one foreign currency, delivery options and a returns policy.",
    },
    {
      title: "Overseas Competitor Study",
      description:
        "Study one company abroad that sells something like your group's idea: its price, how it reaches customers, and what your group could do better for customers here.",
    },
    {
      title: "Cutting a Product's Footprint",
      description:
        "Pick one environmental cost of your group's product (packaging, transport, water or energy) and plan one change that cuts it without raising the price.",
    },
    {
      title: "Exchange Rate Swing",
      description:
        "Take an order priced in US dollars and work out your income in rand if the exchange rate moved ten percent either way. Decide how you would protect your margin.",
    },
    {
      title: "Two-Minute Pitch to the World",
      description:
        "Record a two-minute pitch of your group's idea for an investor abroad: the problem, the customer, how the money works and what you are asking for.",
    },
  ],
};
