import type { ArenaSeed } from "../types";

/**
 * The Local arena: its learning modules, assessment categories and group projects. Amounts
 * and rules that can change are phrased so they stay true, and point learners to the institution that
 * publishes the current figure.
 */
export const LOCAL: ArenaSeed = {
  modules: [
    {
      id: "local-pricing-for-profit",
      scope: "local",
      title: "Pricing for Profit",
      summary:
        "Work out what one item really costs you to make or buy, then set a price that covers every cost, pays you and still sells in your street.",
      minutes: 30,
      lesson: [
        {
          heading: "Know the cost of one item",
          body: "Before you can set a price you need to know what one item costs you. For a vetkoek that means a share of the flour, oil, yeast, salt and filling, plus the gas or electricity used to fry it and the paper bag it goes out in. Add the taxi fare to the wholesaler, spread across everything you bought on that trip. Many small traders count only the ingredients and are surprised when the money runs out. Write every cost down, divide by the number of items you make, and you have your unit cost.",
        },
        {
          heading: "Fixed and variable costs",
          body: "Variable costs rise with every item you sell: ingredients, packaging, airtime used to take orders. Fixed costs stay the same whether you sell ten or a hundred: stall rent, a market permit, the loan repayment on a gas burner. Your price must cover the variable cost of each item and also contribute towards the fixed costs. If your fixed costs are R600 a month and each item earns R3 more than its variable cost, you must sell 200 items a month just to break even, before you have paid yourself anything.",
        },
        {
          heading: "Markup is not margin",
          body: "Markup is the amount you add on top of cost, shown as a percentage of the cost. Margin is your profit shown as a percentage of the selling price. If an item costs you R10 and you sell it for R15, your markup is 50 percent, but your margin is only a third of the price, about 33 percent. Traders who mix these up often believe they earn more than they do. Decide the margin you need to cover your fixed costs and your own wage, then work backwards to the price.",
        },
        {
          heading: "Check the market, then decide",
          body: "Your costs set the lowest price you can charge, but your customers and competitors set the highest. Walk your street and note what the spaza down the road, the tuck shop at the school gate and the supermarket charge for similar items. You do not have to be the cheapest. Customers pay more for convenience, freshness, trusted credit, or small quantities they can afford today. If your cost-based price is far above what people pay nearby, cut your costs or change the product rather than selling at a loss.",
        },
      ],
      keyIdeas: [
        "Count every cost, not just ingredients, and divide by the number of items.",
        "Your price must cover variable costs and help pay the fixed costs.",
        "A 50 percent markup on cost is only a 33 percent margin on price.",
        "Costs set your lowest price; customers and competitors set the highest.",
        "Never keep selling below cost just to stay busy.",
      ],
      lab: {
        title: "Cost and price one product",
        steps: [
          "Choose one product you sell or want to sell, such as vetkoek, airtime or a haircut, and write down how many you sell in a normal week.",
          "List every cost of making one batch, including ingredients, packaging, transport to the wholesaler and gas or electricity, and divide by the number of items to get your unit cost.",
          "List your monthly fixed costs, such as stall rent or permits, and work out how many items you must sell each month to cover them at your current price.",
          "Visit or phone three nearby sellers of a similar product and record their prices.",
          "Set a new price that covers your unit cost, your share of fixed costs and a wage for yourself, and write one sentence explaining why customers will pay it.",
        ],
      },
      debate: {
        motion: "A new spaza shop should set its prices below the nearest competitor to win customers.",
        for: [
          "Township customers compare prices closely, so being cheaper is the fastest way to be noticed.",
          "Lower prices bring more feet through the door, and those customers also buy higher-margin items.",
          "Once customers are loyal, the shop can slowly raise its prices to a sustainable level.",
        ],
        against: [
          "A small shop cannot match bulk-buying competitors on price for long and will run out of cash first.",
          "Competing on convenience, opening hours, small quantities and trusted credit protects margin better than price cuts.",
          "Raising prices later makes customers feel cheated and sends them back to the competitor.",
        ],
      },
    },
    {
      id: "local-bookkeeping-and-cash-flow",
      scope: "local",
      title: "Bookkeeping and Cash Flow for a Micro Business",
      summary:
        "Keep simple daily records, separate business money from household money, and see cash problems coming before they close your doors.",
      minutes: 35,
      lesson: [
        {
          heading: "Separate business and personal money",
          body: "Many micro businesses fail not for lack of sales but because money leaks out unseen. When the business cash sits in the same purse as money for bread, school transport and airtime, nobody can tell whether the business makes a profit. Open a separate bank account, or at least keep a separate tin for the business, and pay yourself a fixed weekly wage from it. If you take stock home for the family, write it down as a withdrawal, exactly as you would if you had taken cash.",
        },
        {
          heading: "A simple cash book",
          body: "A cash book is a notebook or spreadsheet with one line for every amount that comes in or goes out: the date, what it was for, money in, money out and the running balance. Count your cash at the end of every day and check that it matches the balance in the book. Keep the slips from the wholesaler in an envelope for each month. Bank and card machine statements help, but cash sales are only recorded if you write them down. Ten minutes a day is enough.",
        },
        {
          heading: "Profit is not the same as cash",
          body: "A business can be profitable on paper and still run out of cash. If you sell on credit to neighbours, buy a big order of stock to get a bulk discount, or pay a year's permit up front, the profit may be real but the cash is tied up. Cash flow is about the timing of money in and money out. List the money you expect to receive and to pay in each of the next four weeks. Any week where payments are bigger than receipts is a week to plan for now.",
        },
        {
          heading: "Managing credit customers",
          body: "Letting customers book goods until payday builds loyalty, but it is a loan from your business. Keep a credit book with each customer's name, the date, the items and the amount, and ask them to sign or confirm it on WhatsApp. Set a limit for each person and a day by which they must pay, often month end or grant payment day. Stop further credit to anyone who falls behind. Add up the total owed every week: if it keeps growing, your business is funding your customers.",
        },
      ],
      keyIdeas: [
        "Keep business money in a separate account or tin and pay yourself a fixed wage.",
        "Write down every rand in and out, and count the cash daily.",
        "Profit on paper is not cash in hand; watch the timing.",
        "Plan the next four weeks of money in and money out.",
        "Credit is a loan from your business: set limits and due dates.",
      ],
      lab: {
        title: "Build a four-week cash-flow forecast",
        steps: [
          "Keep a cash book for one week, recording every sale and every payment with the date, a description and the amount.",
          "At the end of each day count the cash and compare it with your book, noting any difference and its likely reason.",
          "Using your records, estimate the money coming in during each of the next four weeks, including credit customers who have promised to pay.",
          "List every payment due in those four weeks, such as stock, rent, transport and your own wage.",
          "Find the week with the lowest closing balance and write down two actions, such as delaying a stock order or collecting credit, that keep it above zero.",
        ],
      },
      debate: {
        motion: "Micro businesses should stop selling on credit altogether.",
        for: [
          "Unpaid credit is one of the biggest cash drains for spaza shops and home businesses.",
          "Chasing neighbours for money damages relationships more than refusing credit does.",
          "Trading for cash only makes bookkeeping and stock planning far simpler.",
        ],
        against: [
          "Many customers are paid monthly, so credit keeps them buying from you instead of a supermarket.",
          "Well-managed credit with limits and records builds loyalty that competitors cannot easily copy.",
          "Refusing all credit can push trusted regulars to shops that offer it.",
        ],
      },
    },
    {
      id: "local-finding-customers",
      scope: "local",
      title: "Finding Customers in Your Community",
      summary:
        "Use word of mouth, WhatsApp and your presence in the street to find customers, keep them coming back and respect their privacy.",
      minutes: 30,
      lesson: [
        {
          heading: "Start with who you can reach",
          body: "Your first customers are people you can already reach: neighbours, classmates, church members, taxi rank regulars and people who pass your stall every day. Describe your ideal customer in one sentence: who they are, where they are when they need you, and what problem you solve for them. A parent buying school lunches at seven in the morning has different needs from a worker buying a plate of food at lunchtime. Be present where and when your customer is, with a clear sign that shows what you sell and the price.",
        },
        {
          heading: "Word of mouth on purpose",
          body: "In a township or small town, reputation travels faster than any advert. Word of mouth can happen by accident, but you can also encourage it. Deliver exactly what you promised, on time, every time. Ask satisfied customers to tell a friend, and reward both with a small extra on their next purchase. A simple loyalty card, stamped after every purchase, gives people a reason to return. When something goes wrong, fix it quickly and politely, because an unhappy customer talks too.",
        },
        {
          heading: "Selling with WhatsApp",
          body: "WhatsApp Business is a free app that lets you set up a business profile with your hours and location, a catalogue of products with prices, and quick replies to common questions. Post on your Status every day with photos of fresh stock or finished work. Broadcast lists send one message to many contacts, but they only reach people who have saved your number, so ask customers to save it. Keep messages useful and not too frequent, and use labels to track new orders, paid orders and deliveries.",
        },
        {
          heading: "Respect people's information",
          body: "Customer names and phone numbers are personal information, and South Africa's Protection of Personal Information Act, known as POPIA, applies to small businesses too. Only add people to broadcast lists or groups if they have agreed, tell them what you will send, and remove anyone who asks straight away. Never share or sell your customer list to other sellers. Respecting privacy is not only the law: customers trust and recommend a business that does not spam them.",
        },
      ],
      keyIdeas: [
        "Describe your ideal customer: who, where, when and what problem you solve.",
        "Be where your customers are, at the time they need you.",
        "Make word of mouth happen: reward referrals and fix mistakes fast.",
        "Use a WhatsApp Business catalogue, Status and labels to sell and track orders.",
        "Only message people who agreed to hear from you.",
      ],
      lab: {
        title: "Plan a one-week customer drive",
        steps: [
          "Write a one-sentence description of your ideal customer, including where and when they need your product.",
          "Set up or update a WhatsApp Business profile with your hours, location and at least five products with prices in the catalogue.",
          "Design a simple referral offer and a loyalty card, and work out what each reward costs you using your unit cost.",
          "For one week, post on your Status daily and ask every customer how they heard about you, keeping a tally of the answers.",
          "Count your new customers at the end of the week and decide which channel to keep, change or drop.",
        ],
      },
      debate: {
        motion: "For a township business, WhatsApp matters more than a physical sign and stall.",
        for: [
          "Customers already spend hours on WhatsApp, so a Status update reaches them without rent or printing costs.",
          "A catalogue and order messages let you sell before customers leave home, even when you are not at the stall.",
          "A broadcast list can announce fresh stock to every regular in seconds.",
        ],
        against: [
          "Many customers buy on impulse as they walk past, and a sign catches people who do not have your number.",
          "Data costs mean some customers rarely check Status, while a visible stall works for everyone.",
          "A physical presence builds the trust that makes people willing to send a WhatsApp order in the first place.",
        ],
      },
    },
    {
      id: "local-stokvels-and-stock",
      scope: "local",
      title: "Stokvels, Informal Finance and Managing Stock",
      summary:
        "Use savings clubs and buying groups wisely, avoid expensive debt, and manage stock so your cash is not left sitting on the shelf.",
      minutes: 40,
      lesson: [
        {
          heading: "How stokvels can help a business",
          body: "A stokvel is a savings club whose members contribute a fixed amount regularly and receive a payout in turn or at the end of the year. A rotating stokvel gives each member a lump sum, which a trader can use to buy stock in bulk or a piece of equipment without taking a loan. Grocery stokvels buy together to get lower prices. Traders can form buying clubs on the same principle to bulk-buy from wholesalers. Write the rules down, record every contribution, and keep the money in a bank account in the group's name.",
        },
        {
          heading: "Borrowing carefully",
          body: "When cash runs short it is tempting to borrow from an informal moneylender, often called a mashonisa. These loans can cost far more in interest than a registered lender, and collection methods can be harsh. Credit providers in South Africa must be registered with the National Credit Regulator, so check before you borrow. Before taking any loan, calculate the total you will repay, not just the instalment, and ask whether the extra stock or equipment will earn more than the loan costs.",
        },
        {
          heading: "Stock is cash on a shelf",
          body: "Every item on your shelf is money you have already spent and cannot use until it sells. Too little stock loses sales, but too much ties up cash and risks expiry, damage or theft. Track which items sell fastest and which sit for weeks. Set a reorder level for each fast seller: the quantity at which you restock, based on how many you sell between trips to the wholesaler. Sell older stock first, a method called first in, first out, and check expiry dates every week.",
        },
        {
          heading: "Counting and controlling stock",
          body: "Do a full stock count at least once a month, and a quick count of high-value items such as airtime, cooking oil or baby formula every week. Compare what you counted with what you bought minus what you sold. The difference is shrinkage: theft, spoilage, items given away or sales that were never recorded. Keep high-value items behind the counter, limit who handles the till, and record stock taken for the household. Cutting shrinkage even a little can be worth as much as a big increase in sales.",
        },
      ],
      keyIdeas: [
        "A rotating stokvel can fund bulk stock without paying interest.",
        "Work out the total cost of a loan, not just the instalment.",
        "Check that any lender is registered with the National Credit Regulator.",
        "Stock on the shelf is cash you cannot use until it sells.",
        "Count stock often: shrinkage quietly eats your profit.",
      ],
      lab: {
        title: "Stock and savings check",
        steps: [
          "List your ten best-selling items and, for each, how many you sell per week and how often you visit the wholesaler.",
          "Set a reorder level for each item so that you do not run out between trips.",
          "Do a full stock count, compare it with the month's purchases minus recorded sales, and calculate your shrinkage in rand.",
          "Write draft rules for a four-member buying club or stokvel, covering contributions, payout order, records and what happens when someone misses a payment.",
          "Compare the total repayment on a R2,000 loan from a registered lender with the saving you would make by buying that stock in bulk.",
        ],
      },
      debate: {
        motion: "Young entrepreneurs should fund their first stock through a stokvel rather than a loan.",
        for: [
          "A stokvel payout carries no interest, so every rand of profit stays in the business.",
          "Regular contributions build the saving discipline that a business needs.",
          "Members often share supplier contacts and buy together, adding value beyond the money.",
        ],
        against: [
          "Waiting for your turn in a rotating stokvel can mean missing a season or an opportunity.",
          "Repaying a loan from a registered lender builds a credit record that helps the business borrow later.",
          "Mixing business with a community savings club can strain relationships if the business cannot keep up its contributions.",
        ],
      },
    },
  ],
  assessmentCategories: [
    {
      id: "local-food-and-retail",
      scope: "local",
      title: "Food and Retail",
      description:
        "Spaza shops, food stalls, home bakers and street vendors serving customers within walking distance.",
      prompts: {
        "trending-news":
          "Find a recent news story about food prices, food safety or the rules for spaza shops and street traders, and say what happened and where.",
        "problem-identification":
          "Name the problem the story reveals for shoppers or traders in your own area, such as unsafe food, rising prices or long trips to a supermarket, and estimate what it costs them each week.",
        solution:
          "Propose a food or retail business you could run from your street that solves it, with your product, your price, your customers and how you would make a profit.",
      },
    },
    {
      id: "local-personal-services",
      scope: "local",
      title: "Personal and Household Services",
      description:
        "Hair and beauty, car washes, phone repairs, tutoring, childcare and other services sold to neighbours.",
      prompts: {
        "trending-news":
          "Find a recent news story about household costs, unemployment, safety or access to services in townships or small towns, and say what happened.",
        "problem-identification":
          "Identify a service that people in your community struggle to get, afford or trust, who needs it most, and how much time or money they lose without it.",
        solution:
          "Propose a service business you could start with little equipment, stating what you charge, how customers book and pay, and how many clients you need each week to make a profit.",
      },
    },
    {
      id: "local-waste-and-environment",
      scope: "local",
      title: "Waste, Water and Environment",
      description: "Recycling, refuse collection, water and energy saving, and greening projects in your community.",
      prompts: {
        "trending-news":
          "Find a recent news story about illegal dumping, water cuts, electricity supply or recycling in a South African community, and summarise what happened.",
        "problem-identification":
          "Describe how that problem shows up in your own street or school, who is affected, how often, and what it costs in health, money or lost time.",
        solution:
          "Propose a local business that turns the problem into income, such as collecting recyclables or selling water-saving fittings, and explain who pays you and why.",
      },
    },
  ],
  projects: [
    {
      id: "project-local-market-day",
      groupId: "group-ubuntu-traders",
      scope: "local",
      title: "Community Market Day",
      description:
        "A Saturday market where members sold food and crafts to test their prices and recorded every sale in a shared cash book.",
      date: "2025-05-03",
    },
    {
      id: "project-local-whatsapp-stock-tracker",
      groupId: "group-kasi-innovators",
      scope: "local",
      title: "WhatsApp Stock Tracker",
      description:
        "A simple order and stock tracker that lets spaza owners log sales and reorder levels through WhatsApp messages.",
      date: "2025-05-10",
    },
    {
      id: "project-local-school-garden-veg-boxes",
      groupId: "group-letsema-collective",
      scope: "local",
      title: "School Garden Veg Boxes",
      description:
        "Weekly vegetable boxes grown in a school garden and sold to parents on pre-order, costed down to the seedlings.",
      date: "2025-05-17",
    },
    {
      id: "project-local-recycling-drop-off",
      groupId: "group-ikamva-builders",
      scope: "local",
      title: "Kasi Recycling Drop-Off",
      description:
        "A weekend drop-off point that buys sorted cans, plastic and cardboard from residents and sells them on to a recycler.",
      date: "2025-05-24",
    },
  ],
};
