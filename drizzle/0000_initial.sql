CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" varchar(64) NOT NULL,
	"role" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"sources" jsonb,
	"confidence" varchar(20),
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"user_agent" varchar(512),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_email" varchar(255),
	"user_name" varchar(120),
	"user_phone" varchar(40),
	"email_sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "chat_sessions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"facility_type" varchar(40) NOT NULL,
	"company_name" varchar(200),
	"message" text,
	"custom_cabinetry" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_inquiries_facility_type_check" CHECK ("contact_inquiries"."facility_type" in ('luxury-condo', 'medical', 'office', 'education', 'other'))
);
--> statement-breakpoint
CREATE TABLE "customer_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_name" varchar(120) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(40),
	"location" varchar(200) NOT NULL,
	"issue_type" varchar(20) NOT NULL,
	"priority" varchar(20) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"resolution" text,
	"assigned_to" varchar(120),
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_feedback_issue_type_check" CHECK ("customer_feedback"."issue_type" in ('billing', 'product', 'service', 'technical', 'other')),
	CONSTRAINT "customer_feedback_priority_check" CHECK ("customer_feedback"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "customer_feedback_status_check" CHECK ("customer_feedback"."status" in ('pending', 'in_progress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "branding_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branding_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"asset_type" varchar(20) NOT NULL,
	"asset_name" varchar(200) NOT NULL,
	"asset_url" varchar(500),
	"asset_data" text,
	"description" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"approved_by" varchar(120),
	"approved_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branding_assets_type_check" CHECK ("branding_assets"."asset_type" in ('logo', 'color_scheme', 'signage', 'other')),
	CONSTRAINT "branding_assets_status_check" CHECK ("branding_assets"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "installation_timeline" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installation_timeline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"completed_at" timestamp with time zone,
	"estimated_date" date,
	"actual_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_timeline_status_check" CHECK ("installation_timeline"."status" in ('pending', 'in_progress', 'completed', 'delayed'))
);
--> statement-breakpoint
CREATE TABLE "location_credentials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_name" varchar(200) NOT NULL,
	"location_code" varchar(20) NOT NULL,
	"address" text NOT NULL,
	"property_manager" varchar(120) NOT NULL,
	"contact_email" varchar(255) NOT NULL,
	"contact_phone" varchar(40) NOT NULL,
	"password_hash" text NOT NULL,
	"password_change_required" boolean DEFAULT true NOT NULL,
	"installation_status" varchar(40) DEFAULT 'agreement_signed' NOT NULL,
	"partnership_stage" varchar(20) DEFAULT 'exploring' NOT NULL,
	"agreement_signed_date" date,
	"site_survey_date" date,
	"installation_scheduled_date" date,
	"installation_completed_date" date,
	"operational_date" date,
	"estimated_installation_date" date,
	"last_restock_date" date,
	"next_restock_date" date,
	"machine_model" varchar(100),
	"machine_serial_number" varchar(100),
	"custom_branding_assets" jsonb,
	"digital_assets" jsonb,
	"customization_preferences" jsonb,
	"notes" text,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_credentials_location_code_unique" UNIQUE("location_code"),
	CONSTRAINT "location_installation_status_check" CHECK ("location_credentials"."installation_status" in ('agreement_signed', 'planning', 'site_survey_scheduled', 'site_survey_completed', 'installation_scheduled', 'installation_in_progress', 'installation_completed', 'operational')),
	CONSTRAINT "location_partnership_stage_check" CHECK ("location_credentials"."partnership_stage" in ('exploring', 'planning', 'implementation', 'operational'))
);
--> statement-breakpoint
CREATE TABLE "partnership_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"decision_stage" varchar(20) NOT NULL,
	"decision_made" boolean DEFAULT false NOT NULL,
	"decision_date" date,
	"decision_notes" text,
	"next_steps" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_decisions_stage_check" CHECK ("partnership_decisions"."decision_stage" in ('exploring', 'planning', 'implementation', 'operational'))
);
--> statement-breakpoint
CREATE TABLE "partnership_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"feedback_type" varchar(50) DEFAULT 'general' NOT NULL,
	"rating" integer,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"submitted_by" varchar(120),
	"submitted_by_email" varchar(255),
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"response" text,
	"responded_by" varchar(120),
	"responded_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_feedback_status_check" CHECK ("partnership_feedback"."status" in ('new', 'in_review', 'resolved')),
	CONSTRAINT "partnership_feedback_rating_check" CHECK ("partnership_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "partnership_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"milestone_type" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"target_date" date,
	"completed_date" date,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"assigned_to" varchar(120),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_milestones_type_check" CHECK ("partnership_milestones"."milestone_type" in ('planning', 'approval', 'installation', 'training', 'launch')),
	CONSTRAINT "partnership_milestones_status_check" CHECK ("partnership_milestones"."status" in ('pending', 'in_progress', 'completed', 'delayed'))
);
--> statement-breakpoint
CREATE TABLE "product_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"requested_by" varchar(120) NOT NULL,
	"requested_by_email" varchar(255),
	"product_name" varchar(200) NOT NULL,
	"product_category" varchar(100),
	"justification" text,
	"urgency" varchar(20) DEFAULT 'medium' NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_requests_urgency_check" CHECK ("product_requests"."urgency" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "product_requests_status_check" CHECK ("product_requests"."status" in ('pending', 'approved', 'declined', 'fulfilled'))
);
--> statement-breakpoint
CREATE TABLE "product_restocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_restocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"restock_date" date NOT NULL,
	"products" text,
	"restocked_by" varchar(120),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_manager_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_manager_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"manager_name" varchar(120) NOT NULL,
	"manager_email" varchar(255),
	"manager_phone" varchar(40),
	"inquiry_type" varchar(50) DEFAULT 'general' NOT NULL,
	"priority" varchar(20) DEFAULT 'medium' NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"assigned_to" varchar(120),
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pm_inquiries_priority_check" CHECK ("property_manager_inquiries"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "pm_inquiries_status_check" CHECK ("property_manager_inquiries"."status" in ('pending', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "crm_prospects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_prospects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_name" varchar(200) NOT NULL,
	"address" text,
	"facility_type" varchar(40) DEFAULT 'luxury_condos' NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"contact_email" varchar(255),
	"contact_phone" varchar(20),
	"company_name" varchar(200),
	"status" varchar(30) DEFAULT 'new_lead' NOT NULL,
	"priority" varchar(20) DEFAULT 'medium' NOT NULL,
	"lead_source" varchar(30) DEFAULT 'website' NOT NULL,
	"estimated_revenue" integer,
	"estimated_timeline" varchar(50),
	"notes" text,
	"last_contact_date" date,
	"next_follow_up_date" date,
	"assigned_to" varchar(120),
	"converted_to_property_manager" boolean DEFAULT false NOT NULL,
	"property_manager_id" integer,
	"contact_inquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_prospects_facility_type_check" CHECK ("crm_prospects"."facility_type" in ('luxury_condos', 'medical_facilities', 'corporate_offices', 'educational_institutions')),
	CONSTRAINT "crm_prospects_status_check" CHECK ("crm_prospects"."status" in ('new_lead', 'contacted', 'qualified', 'proposal_sent', 'negotiating', 'ready_to_activate', 'converted', 'lost')),
	CONSTRAINT "crm_prospects_priority_check" CHECK ("crm_prospects"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "crm_prospects_lead_source_check" CHECK ("crm_prospects"."lead_source" in ('website', 'referral', 'cold_outreach', 'trade_show', 'other'))
);
--> statement-breakpoint
CREATE TABLE "client_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer,
	"crm_prospect_id" integer,
	"reviewer_name" varchar(120) NOT NULL,
	"reviewer_title" varchar(120),
	"reviewer_company" varchar(200),
	"reviewer_email" varchar(255),
	"reviewer_phone" varchar(40),
	"facility_type" varchar(40),
	"rating" integer NOT NULL,
	"review_title" varchar(200),
	"review_content" text NOT NULL,
	"service_aspects" jsonb,
	"review_type" varchar(30) DEFAULT 'general' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"moderated_by" varchar(120),
	"moderated_at" timestamp with time zone,
	"moderation_notes" text,
	"published_at" timestamp with time zone,
	"review_source" varchar(30) DEFAULT 'direct' NOT NULL,
	"verification_status" varchar(20) DEFAULT 'unverified' NOT NULL,
	"follow_up_scheduled" boolean DEFAULT false NOT NULL,
	"follow_up_date" date,
	"internal_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_reviews_rating_check" CHECK ("client_reviews"."rating" between 1 and 5),
	CONSTRAINT "client_reviews_facility_type_check" CHECK ("client_reviews"."facility_type" in ('luxury_condos', 'medical_facilities', 'corporate_offices', 'educational_institutions', 'fitness_wellness', 'hotels')),
	CONSTRAINT "client_reviews_type_check" CHECK ("client_reviews"."review_type" in ('general', 'installation', 'ongoing_service', 'product_quality')),
	CONSTRAINT "client_reviews_status_check" CHECK ("client_reviews"."status" in ('pending', 'approved', 'published', 'declined')),
	CONSTRAINT "client_reviews_source_check" CHECK ("client_reviews"."review_source" in ('direct', 'email_request', 'survey', 'phone_interview')),
	CONSTRAINT "client_reviews_verification_check" CHECK ("client_reviews"."verification_status" in ('unverified', 'verified', 'authenticated'))
);
--> statement-breakpoint
CREATE TABLE "chatbot_training_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chatbot_training_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_updated_by" varchar(120) DEFAULT 'Admin' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_category_check" CHECK ("chatbot_training_data"."category" in ('business_info', 'services', 'pricing', 'support', 'technical', 'policies', 'faq', 'troubleshooting', 'installation', 'maintenance', 'customization', 'partnership')),
	CONSTRAINT "training_priority_check" CHECK ("chatbot_training_data"."priority" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "training_data_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_data_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feedback_id" integer,
	"suggested_question" text NOT NULL,
	"suggested_answer" text,
	"suggested_category" varchar(40) DEFAULT 'general' NOT NULL,
	"suggested_priority" integer DEFAULT 1 NOT NULL,
	"customer_location" varchar(200),
	"feedback_context" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"implemented_training_data_id" integer,
	"reviewed_by" varchar(120),
	"reviewed_at" timestamp with time zone,
	"review_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_category_check" CHECK ("training_data_suggestions"."suggested_category" in ('general', 'billing_payment', 'product_info', 'technical_support', 'customer_service', 'installation', 'partnership')),
	CONSTRAINT "suggestion_status_check" CHECK ("training_data_suggestions"."status" in ('pending', 'approved', 'rejected', 'implemented')),
	CONSTRAINT "suggestion_priority_check" CHECK ("training_data_suggestions"."suggested_priority" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"action" varchar(100) NOT NULL,
	"resource" varchar(100) NOT NULL,
	"resource_id" varchar(100),
	"details" jsonb,
	"ip_address" varchar(64),
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"location_id" integer,
	"session_token" varchar(128) NOT NULL,
	"ip_address" varchar(64),
	"user_agent" varchar(512),
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sessions_session_token_unique" UNIQUE("session_token"),
	CONSTRAINT "user_sessions_owner_check" CHECK ("user_sessions"."user_id" is not null or "user_sessions"."location_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"password_hash" text,
	"role" varchar(20) DEFAULT 'user' NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"last_login" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"profile_image" varchar(500),
	"phone" varchar(40),
	"department" varchar(120),
	"notes" text,
	"password_reset_required" boolean DEFAULT false NOT NULL,
	"password_reset_token" varchar(255),
	"password_reset_expires" timestamp with time zone,
	"location_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'support', 'manager', 'admin', 'property_manager')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_assets" ADD CONSTRAINT "branding_assets_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_timeline" ADD CONSTRAINT "installation_timeline_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_decisions" ADD CONSTRAINT "partnership_decisions_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_feedback" ADD CONSTRAINT "partnership_feedback_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_milestones" ADD CONSTRAINT "partnership_milestones_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_restocks" ADD CONSTRAINT "product_restocks_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_manager_inquiries" ADD CONSTRAINT "property_manager_inquiries_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_prospects" ADD CONSTRAINT "crm_prospects_property_manager_id_location_credentials_id_fk" FOREIGN KEY ("property_manager_id") REFERENCES "public"."location_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_prospects" ADD CONSTRAINT "crm_prospects_contact_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("contact_inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_crm_prospect_id_crm_prospects_id_fk" FOREIGN KEY ("crm_prospect_id") REFERENCES "public"."crm_prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD CONSTRAINT "training_data_suggestions_feedback_id_customer_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."customer_feedback"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD CONSTRAINT "training_data_suggestions_implemented_training_data_id_chatbot_training_data_id_fk" FOREIGN KEY ("implemented_training_data_id") REFERENCES "public"."chatbot_training_data"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_location_credentials_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_time_idx" ON "chat_messages" USING btree ("session_id","timestamp");--> statement-breakpoint
CREATE INDEX "chat_sessions_last_active_idx" ON "chat_sessions" USING btree ("last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_sessions_ip_started_idx" ON "chat_sessions" USING btree ("ip_address","started_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_at_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_facility_created_idx" ON "contact_inquiries" USING btree ("facility_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_email_idx" ON "contact_inquiries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customer_feedback_created_at_idx" ON "customer_feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_feedback_status_created_idx" ON "customer_feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_feedback_priority_status_idx" ON "customer_feedback" USING btree ("priority","status");--> statement-breakpoint
CREATE INDEX "customer_feedback_issue_type_idx" ON "customer_feedback" USING btree ("issue_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "branding_assets_location_idx" ON "branding_assets" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "installation_timeline_location_idx" ON "installation_timeline" USING btree ("location_id","estimated_date");--> statement-breakpoint
CREATE INDEX "location_stage_idx" ON "location_credentials" USING btree ("partnership_stage");--> statement-breakpoint
CREATE INDEX "location_installation_status_idx" ON "location_credentials" USING btree ("installation_status");--> statement-breakpoint
CREATE INDEX "partnership_decisions_location_idx" ON "partnership_decisions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "partnership_feedback_location_idx" ON "partnership_feedback" USING btree ("location_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partnership_feedback_status_idx" ON "partnership_feedback" USING btree ("status");--> statement-breakpoint
CREATE INDEX "partnership_milestones_location_idx" ON "partnership_milestones" USING btree ("location_id","target_date");--> statement-breakpoint
CREATE INDEX "product_requests_location_idx" ON "product_requests" USING btree ("location_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_requests_status_idx" ON "product_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "product_restocks_location_idx" ON "product_restocks" USING btree ("location_id","restock_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pm_inquiries_location_idx" ON "property_manager_inquiries" USING btree ("location_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pm_inquiries_status_idx" ON "property_manager_inquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_prospects_status_idx" ON "crm_prospects" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_prospects_priority_idx" ON "crm_prospects" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "crm_prospects_facility_idx" ON "crm_prospects" USING btree ("facility_type");--> statement-breakpoint
CREATE INDEX "crm_prospects_follow_up_idx" ON "crm_prospects" USING btree ("next_follow_up_date");--> statement-breakpoint
CREATE INDEX "client_reviews_status_created_idx" ON "client_reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_reviews_location_idx" ON "client_reviews" USING btree ("location_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_reviews_featured_idx" ON "client_reviews" USING btree ("published_at" DESC NULLS LAST) WHERE "client_reviews"."status" = 'published' and "client_reviews"."is_public" and "client_reviews"."is_featured";--> statement-breakpoint
CREATE INDEX "client_reviews_published_facility_idx" ON "client_reviews" USING btree ("facility_type","published_at" DESC NULLS LAST) WHERE "client_reviews"."status" = 'published' and "client_reviews"."is_public";--> statement-breakpoint
CREATE INDEX "training_active_category_idx" ON "chatbot_training_data" USING btree ("is_active","category");--> statement-breakpoint
CREATE INDEX "training_updated_idx" ON "chatbot_training_data" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestion_status_created_idx" ON "training_data_suggestions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_activity_created_idx" ON "user_activity" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_activity_user_created_idx" ON "user_activity" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_location_idx" ON "user_sessions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "user_sessions_expires_idx" ON "user_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","status");--> statement-breakpoint
CREATE INDEX "users_location_idx" ON "users" USING btree ("location_id");